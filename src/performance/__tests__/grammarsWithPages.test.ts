/**
 * Contract of patch `grammarsWithPages` (src/performance/grammars-with-pages): theme-classic registers the Prism
 * grammars at start-up only by calling the theme component `@theme/prism-include-languages`, so the patch's component
 * (which does nothing) keeps them out of start-up, and its MDXComponents enhancer registers the site's grammars with
 * the Markdown pages. tests/build/budgets.test.ts checks that the search page loads no grammar.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type * as PrismNamespace from 'prismjs';

const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const startupSource = readFileSync(path.join(themeDir, 'lib/prism-include-languages.js'), 'utf8');

/** Whether a start-up module gets its grammars only from the theme component: it imports and calls it, and loads
 *  no grammar of its own. */
function grammarsOnlyThroughThemeComponent(source: string): boolean {
  const imported = /^import (\w+) from '@theme\/prism-include-languages';$/m.exec(source);
  return imported !== null && new RegExp(`^${imported[1]}\\(Prism\\);$`, 'm').test(source) && !/prismjs\/components|languages\.\w+ *=/.test(source);
}

it("is among theme-classic's client modules, and gets the grammars only from the theme component", () => {
  const context = { siteDir: '/site', i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } }, siteStorage: {}, siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } } };
  const modules = themeClassic(context as never, { customCss: [] } as never).getClientModules!();
  expect(modules).toContain('./prism-include-languages');
  expect(grammarsOnlyThroughThemeComponent(startupSource)).toBe(true);
});

it('would notice a start-up module that loads grammars itself (the assumption broken on purpose)', () => {
  expect(grammarsOnlyThroughThemeComponent(`${startupSource}\nrequire('prismjs/components/prism-bash');\n`)).toBe(false);
  expect(grammarsOnlyThroughThemeComponent(startupSource.replace('@theme/prism-include-languages', './languages'))).toBe(false);
});

it("leaves the start-up call empty and registers the site's grammars with the MDX components", () => {
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- modules evaluated afresh inside the isolated registry */
    const { Prism } = require('prism-react-renderer') as { Prism: typeof PrismNamespace };
    const startup = require('@site/src/performance/grammars-with-pages/theme/prism-include-languages') as { default: (p: typeof Prism) => void };
    startup.default(Prism);
    expect(Prism.languages.cypher).toBeUndefined();
    require('@site/src/performance/grammars-with-pages/theme/MDXComponents');
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(Prism.languages.cypher).toBeDefined();
    expect(Prism.languages.console).toBeDefined();
  });
});
