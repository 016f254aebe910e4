// Patch `restBundleStubs`: two libraries the REST pages' explorer pulls into the bundles, replaced by what
// it uses of them. Relies on: postman-collection (lib/superstring/dynamic-variables.js) loading
// `@faker-js/faker/locale/en` only to expand Postman's {{$random…}} variables, which these pages never use
// (→ ./fakerStub.cjs), and docusaurus-theme-openapi-docs (lib/theme/ApiExplorer/storage-utils.js) calling only
// `CryptoJS.SHA1` of `crypto-js` (→ ./cryptoSha1.cjs). src/performance/__tests__ checks both request strings and the
// SHA1-only use in the installed packages; without them the aliases would stop matching unseen.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const STUBBED_REQUESTS = { faker: '@faker-js/faker/locale/en', cryptoJs: 'crypto-js' } as const;

export default function restBundleStubs(): Plugin {
  return {
    name: 'performance-rest-bundle-stubs',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [`${STUBBED_REQUESTS.faker}$`]: path.join(__dirname, 'fakerStub.cjs'),
          [`${STUBBED_REQUESTS.cryptoJs}$`]: path.join(__dirname, 'cryptoSha1.cjs'),
        },
      },
    }),
  };
}
