/**
 * @jest-environment node
 *
 * Contract of patch `grammarsWithPages` (src/performance/grammars-with-pages): theme-classic still registers the
 * Prism grammars from a start-up client module holding exactly the statements the MDXComponents enhancer repeats,
 * so emptying that module moves them rather than losing them; any other content fails the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import { STARTUP_MODULE } from '@site/src/performance/grammars-with-pages';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is a CommonJS module run by the bundler
const startupLoader = require('@site/src/performance/grammars-with-pages/startupLoader.cjs') as ((s: string) => string) & { statements: (s: string) => string[] };

const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const startupFile = path.join(themeDir, 'lib/prism-include-languages.js');

it("is among theme-classic's client modules and matches the patch's rule", () => {
  const context = { siteDir: '/site', i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } }, siteStorage: {}, siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } } };
  const modules = themeClassic(context as never, { customCss: [] } as never).getClientModules!();
  expect(modules).toContain('./prism-include-languages');
  expect(startupFile).toMatch(STARTUP_MODULE);
});

it('holds exactly the statements the MDXComponents enhancer runs, and is emptied', () => {
  const enhancer = readFileSync(path.resolve(__dirname, '../../../src/performance/grammars-with-pages/theme/MDXComponents/index.tsx'), 'utf8');
  const moved = startupLoader.statements(readFileSync(startupFile, 'utf8'));
  for (const statement of moved) expect(startupLoader.statements(enhancer)).toContain(statement);
  expect(startupLoader(readFileSync(startupFile, 'utf8'))).toBe('export {};\n');
});

it('fails the build when the module does more (the assumption broken on purpose)', () => {
  const changed = `${readFileSync(startupFile, 'utf8')}\nPrism.plugins.lineNumbers = true;\n`;
  expect(() => startupLoader(changed)).toThrow(/grammarsWithPages/);
});
