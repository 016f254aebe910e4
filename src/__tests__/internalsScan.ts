/**
 * What src/__tests__/internals.test.ts and the generated READMEs read: the relying code a folder holds (private imports,
 * generated formats, another package's class names in stylesheets and selectors, theme components wrapped or
 * ejected) and each swizzle's safety verdict, read from the installed theme's own swizzle config.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { RELIANCES, SWIZZLES, type ThemePackage } from '@site/src/internals';

/** What marks a reliance on another package's internals in code. `tests: true`: also looked for in the tests. */
export const DETECTORS: { what: string; pattern: RegExp; tests?: true }[] = [
  { what: 'a private import path', pattern: /(?:from |import\(|require(?:\.resolve)?\(|jest\.mock\()'(?!@site\/|@theme|@generated\/|node:|\.)[^']*\/(?:lib|src|dist|esm|cjs|node_modules)\/[^']*'|'@docusaurus\/[\w-]+\/internal'/, tests: true },
  { what: 'a file inside an installed package', pattern: /node_modules\/(?!\.cache|\.bin)[\w@.-]+(?:\/[\w.-]+)?\/(?:lib|src|dist|esm|cjs)\/|'[\w@][\w./-]*\/dist\/[\w./-]+\.js'/, tests: true },
  { what: 'a theme component imported as the original (@theme-original, @theme-init)', pattern: /(?:from |import\()'@theme-(?:original|init)\// },
  { what: "Pagefind's generated files", pattern: /pf_fragment|pagefind_dcd|addFetchHook/ },
  { what: 'a bundler alias or cache group', pattern: /\balias:\s*\{|cacheGroups/ },
  { what: "the OpenAPI theme's store", pattern: /useTypedSelector|useTypedDispatch/ },
  { what: 'CSS-module class names of another package', pattern: /hasClassStem/ },
];

/** Class names and cascade layers another package's markup or stylesheets define: Infima's and the OpenAPI theme's
 *  stylesheets, and the class names theme-classic, the OpenAPI theme and plugin and prism-react-renderer write into
 *  their markup. ThemeClassNames (theme-common) are left out: Docusaurus publishes them for sites' CSS. */
export function foreignClasses(packages: string): Set<string> {
  const files = (dir: string, ext: RegExp) =>
    readdirSync(path.join(packages, dir), { recursive: true, encoding: 'utf8' }).filter((f) => ext.test(f) && !f.includes('.module.')).map((f) => path.join(packages, dir, f));
  const stylesheetClasses = (css: string) => [...css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}').matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]);
  // A class written into markup: a string of class-like words in a className (JSX or compiled) or a clsx call.
  const markupClasses = (js: string) => [
    ...[...js.matchAll(/(?:className\s*[=:]\s*\{?\s*(?:\([^)]*\)\s*\(|clsx\()?\s*|clsx\)?\(\s*)["'`]([a-z][\w-]*(?: [a-z][\w-]*)*)(?:\$\{| |["'`])/g)].flatMap((m) => m[1].split(' ')),
    // clsx({ "name": condition })
    ...[...js.matchAll(/clsx\w*(?:\.default)?\)?\(\{([^}]*)\}/g)].flatMap((m) => [...m[1].matchAll(/["']([a-z][\w-]*)["']\s*:/g)].map((k) => k[1])),
  ];
  const found = new Set<string>([
    ...stylesheetClasses(readFileSync(path.join(packages, 'infima/dist/css/default/default.css'), 'utf8')),
    ...files('docusaurus-theme-openapi-docs/lib', /\.s?css$/).flatMap((f) => stylesheetClasses(readFileSync(f, 'utf8'))),
    ...['docusaurus-theme-openapi-docs/lib', 'docusaurus-plugin-openapi-docs/lib/sidebars', '@docusaurus/theme-classic/lib/theme', 'prism-react-renderer/dist']
      .flatMap((dir) => files(dir, /\.js$/))
      .flatMap((f) => markupClasses(readFileSync(f, 'utf8'))),
  ]);
  const published = readFileSync(path.join(packages, '@docusaurus/theme-common/lib/utils/ThemeClassNames.js'), 'utf8');
  for (const [, name] of published.matchAll(/:\s*'([\w-]+)'/g)) found.delete(name);
  return new Set([...found].filter((name) => !name.endsWith('-'))); // the start of a class built from a value
}

/** The classes a stylesheet selects on (in a CSS module, only those inside :global()) and the other packages'
 *  cascade layers it writes into. */
export function stylesheetSelectors(css: string, module: boolean): Set<string> {
  const found = new Set<string>();
  const classes = (selector: string) => [...selector.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]);
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    const scoped = module ? [...rule.selector.matchAll(/:global\(((?:[^()]|\([^()]*\))*)\)/g)].map((m) => m[1]) : [rule.selector];
    for (const part of scoped) for (const name of classes(part)) found.add(name);
  });
  tree.walkAtRules('layer', (rule) => {
    if (/^docusaurus\b/.test(rule.params)) found.add(`@layer ${rule.params}`);
  });
  return found;
}

/** The classes code selects elements by: `.name` in a selector string, or a name handed to hasClass or
 *  classList.contains. Only names with a hyphen or underscore (BEM, prefixed) are looked for, the distinctive ones. */
export function codeSelectors(code: string): Set<string> {
  const found = new Set<string>();
  for (const [literal] of code.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)) {
    for (const [, name] of literal.matchAll(/(?<![\w-])(?:[a-z][a-z0-9]*)?\.([a-zA-Z_][\w]*[-_][\w-]*)/g)) found.add(name);
  }
  for (const [, name] of code.matchAll(/(?:hasClass\w*\([^,()]+,|classList\.contains\()\s*'([\w-]+)'/g)) found.add(name);
  return found;
}

/** Files of a folder (recursively, without installed packages), relative to root. */
function filesUnder(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  if (!statSync(path.join(root, folder)).isDirectory()) return [folder];
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules')
    .flatMap((e) => (e.isDirectory() ? filesUnder(root, `${folder}/${e.name}`) : [`${folder}/${e.name}`]));
}

const THEME_DIRS: Record<ThemePackage, string> = {
  '@docusaurus/theme-classic': '@docusaurus/theme-classic/lib/theme',
  'docusaurus-theme-openapi-docs': 'docusaurus-theme-openapi-docs/lib/theme',
  '@docusaurus/core': '@docusaurus/core/lib/client/theme-fallback',
};

/** The installed theme that provides a component, the first in the order theme-classic, OpenAPI theme, core. */
function provider(packages: string, component: string): ThemePackage | undefined {
  return (Object.keys(THEME_DIRS) as ThemePackage[]).find((theme) =>
    ['', '.js'].some((ext) => existsSync(path.join(packages, THEME_DIRS[theme], component + ext))),
  );
}

/** The theme folders of the site: src/theme and the theme/ folder of any feature, plugin or patch. */
export function themeFolders(root: string): string[] {
  return filesUnder(root, 'src')
    .map((f) => /^(src\/(?:[\w-]+\/[\w-]+\/)?theme)\//.exec(f)?.[1])
    .filter((f, i, all): f is string => Boolean(f) && all.indexOf(f) === i);
}

export interface Override {
  folder: string;
  component: string;
  theme: ThemePackage;
  how: 'wrap' | 'eject';
}

/** Every component a theme folder replaces: the longest path of an installed theme's component its files sit in;
 *  a wrap when the component's own file imports the original, an eject otherwise. */
export function overrides(root: string, packages: string): Override[] {
  const found = new Map<string, Override>();
  for (const folder of themeFolders(root)) {
    for (const file of filesUnder(root, folder).filter((f) => /\.[jt]sx?$/.test(f))) {
      const parts = file.slice(folder.length + 1).replace(/\.[jt]sx?$/, '').replace(/\/index$/, '').split('/');
      const component = parts.map((_, i) => parts.slice(0, parts.length - i).join('/')).find((c) => provider(packages, c));
      if (!component || found.has(`${folder}/${component}`)) continue;
      const own = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => `${folder}/${component}${ext}`).find((f) => existsSync(path.join(root, f)));
      const text = own ? readFileSync(path.join(root, own), 'utf8') : '';
      const wraps = new RegExp(`['"]@theme-(?:original|init)/${component}['"]`).test(text);
      found.set(`${folder}/${component}`, { folder, component, theme: provider(packages, component)!, how: wraps ? 'wrap' : 'eject' });
    }
  }
  return [...found.values()];
}

export interface Finding {
  file: string;
  what: string;
  /** For class names and layers: the one relied on. */
  selector?: string;
}

/** Every reliance the code, stylesheets, tests and theme folders under `root` show. */
export function scan(root: string, packages: string): Finding[] {
  const foreign = foreignClasses(packages);
  const findings: Finding[] = [];
  // The register and its own test and scan, which name every mark on purpose, are left out.
  const files = ['src', 'tests', 'docusaurus.config.ts']
    .flatMap((f) => filesUnder(root, f))
    .filter((f) => !/^src\/internals\.ts$|^src\/__tests__\/internals(?:Scan\.ts|\.test\.ts)$/.test(f));
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const isTest = /^tests\/|__tests__\//.test(file);
    if (/\.css$/.test(file)) {
      for (const selector of stylesheetSelectors(text, file.endsWith('.module.css'))) {
        if (selector.startsWith('@layer') || foreign.has(selector)) findings.push({ file, what: "another package's class or layer in CSS", selector });
      }
    } else if (/\.(ts|tsx|cjs|mjs|js)$/.test(file)) {
      for (const { what, pattern, tests } of DETECTORS) if ((tests || !isTest) && pattern.test(text)) findings.push({ file, what });
      if (!isTest) {
        for (const selector of codeSelectors(text)) if (foreign.has(selector)) findings.push({ file, what: "a selector on another package's markup", selector });
      }
    }
  }
  return findings;
}

const matches = (file: string, listed: string) => (listed.endsWith('/') ? file.startsWith(listed) : file === listed);
const selects = (selector: string, listed: string) => (listed.endsWith('*') ? selector.startsWith(listed.slice(0, -1)) : selector === listed);

/** The findings no entry of the register covers. */
export function unregistered(findings: Finding[]): string[] {
  const contractTests = new Set([...RELIANCES, ...SWIZZLES].map((e) => e.test.split(' ')[0]));
  const covered = ({ file, selector }: Finding) =>
    selector === undefined
      ? RELIANCES.some((r) => r.files.some((f) => matches(file, f))) ||
        SWIZZLES.some((s) => file.replace(/\.[jt]sx?$/, '') === `${s.folder}/${s.component}` || file.startsWith(`${s.folder}/${s.component}/`)) ||
        contractTests.has(file)
      : RELIANCES.some((r) => r.files.some((f) => matches(file, f)) && (r.selectors ?? []).some((s) => selects(selector, s)));
  return findings.filter((f) => !covered(f)).map((f) => `${f.file}: ${f.what}${f.selector ? ` (${f.selector})` : ''}`);
}

/** The theme components the theme folders replace that SWIZZLES does not list as they are, and the entries that
 *  no longer match a replaced component. */
export function unlistedOverrides(root: string, packages: string): string[] {
  const key = (o: Override) => `${o.folder}/${o.component} (${o.theme}, ${o.how})`;
  const found = overrides(root, packages).map(key);
  const listed = SWIZZLES.map(key);
  return [...found.filter((k) => !listed.includes(k)).map((k) => `not in SWIZZLES: ${k}`), ...listed.filter((k) => !found.includes(k)).map((k) => `no such override: ${k}`)];
}
