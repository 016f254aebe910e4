// Patch `grammarsWithPages`: the Prism grammars load with the pages that can show code, not at start-up.
// Relies on: theme-classic's client module `@docusaurus/theme-classic/lib/prism-include-languages.js`, which
// registers `themeConfig.prism.additionalLanguages` from main.js on every page (its exact statements are checked by
// ./startupLoader.cjs), and on `@theme-init/MDXComponents` (theme enhancers, as @docusaurus/core's theme aliases
// define them). The client module becomes empty; ./theme/MDXComponents runs the same statements where every
// Markdown page's components come from, so pages without Markdown (home cards, search) skip the grammars.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Theme-classic's start-up client module. */
export const STARTUP_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function grammarsWithPages(): Plugin {
  return {
    name: 'performance-grammars-with-pages',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({
      module: { rules: [{ test: STARTUP_MODULE, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, 'startupLoader.cjs') }] }] },
    }),
  };
}
