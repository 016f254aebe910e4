// Local plugin: the REST explorer's code samples come from codeSamples.ts (the four languages of the REST pages,
// config.ts) instead of postman-code-generators, which docusaurus-theme-openapi-docs imports for ~40 languages
// (1.7 MB gz on every endpoint page). Not a performance switch: it is how the explorer offers exactly those
// languages.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function restCodeSamples(context: LoadContext): Plugin {
  return {
    name: 'rest-code-samples',
    configureWebpack: () => ({
      resolve: { alias: { 'postman-code-generators$': path.join(context.siteDir, 'src/features/rest-api/codeSamples.ts') } },
    }),
  };
}
