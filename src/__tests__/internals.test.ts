/**
 * @jest-environment node
 *
 * The register of reliance on other packages' internals (src/internals.ts): the code, stylesheets, tests and theme
 * folders show no reliance without an entry (and the scan fails for each kind planted in a copy of the tree); each
 * swizzle's safety verdict, read from the installed theme's swizzle config, is documented or has an upstream
 * request when it is not safe; every entry's package is pinned at the installed version, its files, class names
 * and contract test exist; the documents generated from it and full.yml's path filter agree with it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUSAURUS_VERSION, PINNED, RELIANCES, SWIZZLES, type Package } from '@site/src/internals';
import { generatedDocs, swizzleVerdict } from '@site/src/internalsDocs';
import { foreignClasses, scan, unlistedOverrides, unregistered } from './internalsScan';

const root = path.resolve(__dirname, '../..');
const packages = path.join(root, 'node_modules');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

describe('the scan', () => {
  it('finds no reliance without an entry in the tree', () => {
    expect(unregistered(scan(root, packages))).toEqual([]);
  });

  it('finds every theme component the theme folders wrap or eject listed in SWIZZLES, as it is', () => {
    expect(unlistedOverrides(root, packages)).toEqual([]);
  });

  describe('in a copy of the tree with a reliance planted', () => {
    let copy: string;
    beforeEach(() => {
      copy = mkdtempSync(path.join(tmpdir(), 'internals-'));
      for (const entry of ['src', 'tests', 'docusaurus.config.ts']) {
        cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: (from) => !from.includes(`${path.sep}node_modules`) });
      }
    });
    afterEach(() => rmSync(copy, { recursive: true, force: true }));
    const plant = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    };

    it('passes before anything is planted', () => {
      expect(unregistered(scan(copy, packages))).toEqual([]);
      expect(unlistedOverrides(copy, packages)).toEqual([]);
    });

    it('fails for a new @theme-original wrap', () => {
      plant('src/theme/DocBreadcrumbs/index.tsx', "import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';\nexport default DocBreadcrumbs;\n");
      expect(unlistedOverrides(copy, packages)).toEqual(['not in SWIZZLES: src/theme/DocBreadcrumbs (@docusaurus/theme-classic, wrap)']);
      expect(unregistered(scan(copy, packages))).toEqual(['src/theme/DocBreadcrumbs/index.tsx: a theme component imported as the original (@theme-original, @theme-init)']);
    });

    it('fails for an eject in a feature theme folder', () => {
      plant('src/features/twins/theme/EditThisPage/index.tsx', 'export default function EditThisPage() { return null; }\n');
      expect(unlistedOverrides(copy, packages)).toEqual(['not in SWIZZLES: src/features/twins/theme/EditThisPage (@docusaurus/theme-classic, eject)']);
    });

    it('fails for a CSS rule on .menu__link, in a new stylesheet and in a CSS module', () => {
      plant('src/css/sidebar.css', '.menu__link { padding: 0; }\n');
      plant('src/components/AreaCards/styles.module.css', `${readFileSync(path.join(root, 'src/components/AreaCards/styles.module.css'), 'utf8')}\n:global(.menu__link) .card { color: red; }\n`);
      expect(unregistered(scan(copy, packages))).toEqual([
        "src/components/AreaCards/styles.module.css: another package's class or layer in CSS (menu__link)",
        "src/css/sidebar.css: another package's class or layer in CSS (menu__link)",
      ]);
    });

    it('fails for a class of another package a registered stylesheet starts to use, and for a rule in another package\'s layer', () => {
      plant('src/css/header.css', `${readFileSync(path.join(root, 'src/css/header.css'), 'utf8')}\n.navbar__brand { gap: 0; }\n@layer docusaurus.infima { .x { color: red; } }\n`);
      expect(unregistered(scan(copy, packages))).toEqual([
        "src/css/header.css: another package's class or layer in CSS (navbar__brand)",
        "src/css/header.css: another package's class or layer in CSS (@layer docusaurus.infima)",
      ]);
    });

    it('fails for a DOM selector on the theme\'s markup in code', () => {
      plant('src/components/Planted.tsx', "export const active = () => document.querySelector('nav a.menu__link--active');\n");
      expect(unregistered(scan(copy, packages))).toEqual(["src/components/Planted.tsx: a selector on another package's markup (menu__link--active)"]);
    });

    it('fails for a deep import in a test', () => {
      plant('src/lib/__tests__/planted.test.ts', "import { sampleFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';\nit('x', () => expect(sampleFromSchema).toBeDefined());\n");
      expect(unregistered(scan(copy, packages))).toEqual(['src/lib/__tests__/planted.test.ts: a private import path']);
    });

    it('fails for a private import in the code', () => {
      plant('src/lib/planted.ts', "export { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';\n");
      expect(unregistered(scan(copy, packages))).toEqual(['src/lib/planted.ts: a private import path']);
    });
  });

  it("counts Infima's and the OpenAPI theme's classes as another package's, and not Docusaurus' published ThemeClassNames", () => {
    const foreign = foreignClasses(packages);
    for (const name of ['menu__link', 'table-of-contents__link--active', 'openapi-schema__list-item', 'token-line']) expect([name, foreign.has(name)]).toEqual([name, true]);
    for (const name of ['theme-doc-sidebar-container', 'theme-code-block', 'bdb-card']) expect([name, foreign.has(name)]).toEqual([name, false]);
  });
});

describe('the swizzles', () => {
  it("read their verdict from the installed theme's swizzle config", () => {
    expect(swizzleVerdict({ theme: '@docusaurus/theme-classic', component: 'DocSidebar', how: 'wrap' })).toBe('safe');
    expect(swizzleVerdict({ theme: '@docusaurus/theme-classic', component: 'DocSidebar', how: 'eject' })).toBe('unsafe');
    expect(swizzleVerdict({ theme: '@docusaurus/theme-classic', component: 'MDXComponents', how: 'wrap' })).toBe('forbidden');
    expect(swizzleVerdict({ theme: '@docusaurus/theme-classic', component: 'prism-include-languages', how: 'wrap' })).toBe('forbidden');
    expect(swizzleVerdict({ theme: '@docusaurus/theme-classic', component: 'DocItem/Content', how: 'wrap' })).toBe('unsafe'); // not listed
  });

  it.each(SWIZZLES.map((s) => [`${s.folder}/${s.component}`, s] as const))('%s: a safe verdict, or where it is documented or the upstream request', (_, swizzle) => {
    const verdict = swizzleVerdict(swizzle);
    if (verdict === 'safe') expect([swizzle.documented, swizzle.upstream]).toEqual([undefined, undefined]);
    else expect(Boolean(swizzle.documented) !== Boolean(swizzle.upstream)).toBe(true);
    expect(existsSync(path.join(root, swizzle.test))).toBe(true);
    expect(swizzle.why.length).toBeGreaterThan(20);
  });
});

describe('the entries', () => {
  const installed = (name: string) => (JSON.parse(readFileSync(path.join(packages, name, 'package.json'), 'utf8')) as { version: string }).version;

  it('pin every package at the installed version, and every @docusaurus package at DOCUSAURUS_VERSION', () => {
    for (const name of Object.keys(PINNED) as Package[]) {
      expect([name, installed(name)]).toEqual([name, PINNED[name]]);
      const declared = pkg.dependencies[name] ?? pkg.devDependencies[name];
      // A package the site declares is pinned exactly; one it gets through another (theme-classic through the
      // preset) is pinned by that package's exact version.
      if (declared !== undefined) expect([name, declared]).toEqual([name, PINNED[name]]);
    }
    const docusaurus = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.filter(([, version]) => version !== DOCUSAURUS_VERSION)).toEqual([]);
  });

  it.each(RELIANCES.map((r) => [`${r.kind}: ${r.relies.slice(0, 60)}`, r] as const))('%s…: its files, class names and test exist', (_, reliance) => {
    expect(reliance.files.filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
    const testFile = reliance.test.split(' ')[0];
    if (/^(tests|src)\//.test(testFile)) expect(existsSync(path.join(root, testFile))).toBe(true);
    expect(reliance.why.length).toBeGreaterThan(20);
    expect(reliance.upstream.length).toBeGreaterThan(20);
    // The class names and layers relied on are still the installed packages' (an upgrade that renames one fails here).
    const foreign = [...foreignClasses(packages)];
    const layers = readFileSync(path.join(packages, '@docusaurus/plugin-css-cascade-layers/lib/options.js'), 'utf8');
    const gone = (reliance.selectors ?? []).filter((s) =>
      s.startsWith('@layer ') ? !layers.includes(`'${s.slice(7)}'`) : s.endsWith('*') ? !foreign.some((f) => f.startsWith(s.slice(0, -1))) : !foreign.includes(s),
    );
    expect(gone).toEqual([]);
  });
});

describe('what is generated from the register', () => {
  it.each(Object.entries(generatedDocs()))('%s is up to date (npm run internals:docs)', (file, text) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it("full.yml's path filter covers every file an entry names", () => {
    const workflow = readFileSync(path.join(root, '.github/workflows/full.yml'), 'utf8');
    // A path glob as a pattern: ** any path, * any name.
    const pattern = (glob: string) => new RegExp(`^${glob.split('**').map((part) => part.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')).join('.*')}$`);
    const globs = [...workflow.matchAll(/^ {6}- ([^\s#]+)$/gm)].map(([, glob]) => pattern(glob));
    expect(globs.length).toBeGreaterThan(3);
    const files = [
      'package-lock.json',
      'src/internals.ts',
      ...RELIANCES.flatMap((r) => r.files.map((f) => (f.endsWith('/') ? `${f}index.ts` : f))),
      ...SWIZZLES.map((s) => `${s.folder}/${s.component}/index.tsx`),
    ];
    expect(files.filter((f) => !globs.some((g) => g.test(f)))).toEqual([]);
  });
});
