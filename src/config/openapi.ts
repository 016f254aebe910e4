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

/** The downloadable copies of the document (rest-api-downloads plugin): linked from swagger-api and postman-api. */
export const restApiDownloads = {
  specPath: OPENAPI_SPEC,
  outputDir: 'rest-api',
  yamlName: 'bangdb-rest-api.yaml',
  postmanName: 'bangdb-rest-api.postman_collection.json',
};

/** Code-sample languages on every endpoint page. */
export const languageTabs = [
  { highlight: 'bash', language: 'curl', logoClass: 'curl' },
  { highlight: 'python', language: 'python', logoClass: 'python' },
  { highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs' },
  { highlight: 'java', language: 'java', logoClass: 'java', variant: 'unirest' },
];
