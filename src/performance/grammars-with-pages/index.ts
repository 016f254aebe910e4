// Patch `grammarsWithPages`: the Prism grammars load with the pages that can show code, not at start-up.
// Relies on: theme-classic registering the grammars by calling the theme component `@theme/prism-include-languages`
// from its client module lib/prism-include-languages.js, which is part of every page's start-up script. This plugin
// comes after the site's code-highlighting plugin, so its ./theme/prism-include-languages (nothing to do) is the one
// that client module gets; ./theme/MDXComponents, where every Markdown page gets its components, registers the
// grammars instead, so pages without Markdown (home cards, search) skip them.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function grammarsWithPages(): Plugin {
  return {
    name: 'performance-grammars-with-pages',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
