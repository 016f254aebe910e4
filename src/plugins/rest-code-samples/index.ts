// Local plugin: the REST explorer's code samples come from src/lib/codeSamples.ts (the four languages the reference
// offers) instead of postman-code-generators, which docusaurus-theme-openapi-docs imports for ~40 languages
// (1.7 MB gz on every endpoint page). Not a performance switch: it is how the explorer offers exactly the
// languages of the reference's own samples (src/config/openapi.ts).
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function restCodeSamples(context: LoadContext): Plugin {
  return {
    name: 'rest-code-samples',
    configureWebpack: () => ({
      resolve: { alias: { 'postman-code-generators$': path.join(context.siteDir, 'src/lib/codeSamples.ts') } },
    }),
  };
}
