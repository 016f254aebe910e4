// Patch `renderOnce`. Relies on: the files listed below (theme-classic's CodeBlock and the OpenAPI theme's Tabs, API
// tab variants and code blocks) reading `useIsBrowser()` only as a re-mount key (`key={String(isBrowser)}`), which
// src/performance/__tests__/renderOnce.test.ts checks in the installed packages. They re-mounted once hydration
// ended to swap the inline token colours of the server's light theme for the reader's mode, or to work around an old
// tabs bug that `useTabs` no longer has (it starts from the server's choice and applies the remembered tab in a
// layout effect). Colours now come from a stylesheet (src/features/code-highlighting), so nothing needs it, yet it
// rendered every code sample and tabbed panel twice while the page loaded. In these files `useIsBrowser` is a
// constant, so the key never changes.
import { readFileSync } from 'node:fs';
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

/** Problems that make the patch unsafe for one file's source: `isBrowser` read for anything but the key. */
export function remountKeyProblems(source: string): string[] {
  const problems: string[] = [];
  if (!/useIsBrowser\b/.test(source)) problems.push('does not call useIsBrowser');
  if (!/key(=\{|: )String\(isBrowser\)/.test(source)) problems.push('has no key={String(isBrowser)}');
  const uses = source.match(/\bisBrowser\b/g)?.length ?? 0;
  if (uses !== 2) problems.push(`reads isBrowser ${uses} times (expected the declaration and the key)`);
  return problems;
}

const CONSTANT_IS_BROWSER = path.resolve(__dirname, 'constantIsBrowser.ts');

export default function renderOnce(): Plugin {
  // Checked on every build: an upgrade that reads isBrowser for more than the key fails here, not in a reader's browser.
  const unsafe = REMOUNTING_COMPONENTS.flatMap((file) => remountKeyProblems(readFileSync(file, 'utf8')).map((problem) => `${file} ${problem}`));
  if (unsafe.length > 0) throw new Error(`performance patch renderOnce: ${unsafe.join('; ')}. Update src/performance/render-once or turn the patch off.`);
  return {
    name: 'performance-render-once',
    configureWebpack: () => ({
      module: {
        rules: [{ include: REMOUNTING_COMPONENTS, resolve: { alias: { '@docusaurus/useIsBrowser': CONSTANT_IS_BROWSER } } }],
      },
    }),
  };
}
