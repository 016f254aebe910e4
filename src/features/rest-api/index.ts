// The REST reference's plugin. Its theme folder (./theme) wraps the OpenAPI theme's explorer and response examples
// through `@theme-init` (so the plugin comes after the theme) and ejects its Markdown. And the explorer's code samples
// come from codeSamples.ts (the four languages of the REST pages, config.ts) instead of postman-code-generators,
// which docusaurus-theme-openapi-docs imports for ~40 languages (1.7 MB gz on every endpoint page). Not a
// performance switch: it is how the explorer offers exactly those languages.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function restApi(): Plugin {
  return {
    name: 'rest-api',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({
      resolve: { alias: { 'postman-code-generators$': path.join(__dirname, 'codeSamples.ts') } },
    }),
  };
}
