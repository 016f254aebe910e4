// Local plugin: stylesheets of parts that load on demand get their own CSS files, fetched with the part's code.
// Docusaurus puts all CSS in one site-wide file (cache group `styles`, priority 50), which every page downloads
// before its first paint; these parts are never on screen then.
import type { Plugin } from '@docusaurus/types';

/** File name (without hash) → the stylesheet that goes into it. Each must be imported only by code loaded with `import()`. */
export const ON_DEMAND_STYLESHEETS: Record<string, RegExp> = {
  // The header's instant-results panel (src/features/search/theme/SearchBar/Panel.tsx): loaded on the box's first
  // focus or shortcut.
  'search-panel': /[\\/]search[\\/]theme[\\/]SearchBar[\\/]panel\.module\.css$/,
  // The full-screen diagram viewer (src/plugins/diagrams/theme/Diagram/Viewer.tsx): loaded when a reader opens one.
  'diagram-viewer': /[\\/]src[\\/]plugins[\\/]diagrams[\\/]theme[\\/]Diagram[\\/]viewer\.module\.css$/,
};

export default function onDemandCss(): Plugin {
  const cacheGroups = Object.fromEntries(
    Object.entries(ON_DEMAND_STYLESHEETS).map(([name, test]) => [name, { name, type: 'css/mini-extract', test, chunks: 'all' as const, enforce: true, priority: 60 }]),
  );
  return {
    name: 'on-demand-css',
    configureWebpack: () => ({ optimization: { splitChunks: { cacheGroups } } }),
  };
}
