import type { PluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';

/** The REST API 2.0 reference: endpoint pages are generated from one OpenAPI document into the rest-api instance. */
export const OPENAPI_SPEC = 'rest-api/openapi.yaml';

export const openapiOptions = {
  id: 'openapi',
  docsPluginId: 'rest-api',
  config: {
    bangdb: {
      specPath: OPENAPI_SPEC,
      outputDir: 'rest-api',
      downloadUrl: '/rest-api/bangdb-rest-api.yaml',
      showInfoPage: false,
      showSchemas: false,
      hideSendButton: false,
      sidebarOptions: { groupPathsBy: 'tag' },
    },
  },
} satisfies PluginOptions;
