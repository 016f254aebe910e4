// Local plugin: keeps the REST endpoint pages light by replacing, in the browser bundle only, what
// docusaurus-theme-openapi-docs pulls in but these pages do not need:
// - postman-code-generators (~40 languages, 1.7 MB gz) → src/lib/codeSamples.ts (the four languages offered);
// - @faker-js/faker (loaded by postman-collection for {{$random…}} variables, unused here) → an empty stand-in;
// - crypto-js (every algorithm; the explorer only calls SHA1) → crypto-js's SHA1 module.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function leanRestPages(context: LoadContext): Plugin {
  return {
    name: 'lean-rest-pages',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'postman-code-generators$': path.join(context.siteDir, 'src/lib/codeSamples.ts'),
            '@faker-js/faker/locale/en$': path.join(__dirname, 'fakerStub.cjs'),
            'crypto-js$': path.join(__dirname, 'cryptoSha1.cjs'),
          },
        },
      };
    },
  };
}
