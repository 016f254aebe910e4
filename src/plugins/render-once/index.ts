// Local plugin: theme components that re-mount themselves once hydration ends (`key={String(isBrowser)}`) — the
// classic CodeBlock and the OpenAPI theme's Tabs, API tab variants and code blocks — did so to swap the inline
// token colours of the server's light theme for the reader's mode, or to work around an old tabs bug that
// `useTabs` no longer has (it starts from the server's choice and applies the remembered tab in a layout effect).
// Colours now come from a stylesheet (src/plugins/code-colours), so nothing needs it, yet it rendered every code
// sample and tabbed panel twice while the page loaded. In these files `useIsBrowser` is a constant, so the key
// never changes; tests/unit/renderOnce.test.ts checks that the key is all they use it for.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The theme files that use `useIsBrowser` only as a re-mount key. */
export const REMOUNTING_COMPONENTS = [
  ...['CodeBlock'].map((c) => path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme', c, 'index.js')),
  ...['Tabs', 'ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs', 'ApiExplorer/CodeTabs', 'ApiExplorer/ApiCodeBlock'].map((c) =>
    path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib/theme', c, 'index.js'),
  ),
];

const CONSTANT_IS_BROWSER = path.resolve(__dirname, 'constantIsBrowser.ts');

export default function renderOnce(): Plugin {
  return {
    name: 'render-once',
    configureWebpack: () => ({
      module: {
        rules: [{ include: REMOUNTING_COMPONENTS, resolve: { alias: { '@docusaurus/useIsBrowser': CONSTANT_IS_BROWSER } } }],
      },
    }),
  };
}
