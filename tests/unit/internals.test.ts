/**
 * @jest-environment node
 *
 * The register of reliance on other packages' internals (src/internals.ts): every file that imports a private path,
 * rewrites or reads a generated format, reaches into another package's DOM, class names or store, or bends the
 * bundler has an entry; every entry's package is pinned exactly at the version installed; its files and its
 * contract test exist.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELIANCES } from '@site/src/internals';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** What marks a reliance on another package's internals in the site's code. */
const DETECTORS: [what: string, pattern: RegExp][] = [
  ['a private import path', /(?:from |import\(|require(?:\.resolve)?\()'(?!@site\/|@theme|@generated\/|node:|\.)[^']*\/(?:lib|src|dist|esm|cjs)\/[^']*'|'@docusaurus\/[\w-]+\/internal'/],
  ['a theme enhancer (@theme-init)', /'@theme-init\//],
  ['a file inside an installed package', /node_modules\/(?!\.cache)|'[\w@][\w./-]*\/dist\/[\w./-]+\.js'/],
  ["Pagefind's generated files", /pf_fragment|pagefind_dcd|addFetchHook/],
  ['a bundler alias or cache group', /\balias:\s*\{|cacheGroups/],
  ["the OpenAPI theme's DOM or store", /\.openapi-[a-z]+__|useTypedSelector|useTypedDispatch/],
  ['CSS-module class names of another package', /hasClassStem/],
  ["another package's named exports, replaced", /export \{[^}]*\} from '@theme-original\//],
];

const SCANNED = ['src', 'docusaurus.config.ts'];

/** The code files of a folder, or the file itself. */
function sourceFiles(entry: string): string[] {
  if (!statSync(path.join(root, entry)).isDirectory()) return [entry];
  return readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|cjs|mjs|js)$/.test(f))
    .map((f) => path.join(entry, f));
}

/** Files that show a detector's mark, with what they rely on. */
function relying(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of SCANNED.flatMap(sourceFiles)) {
    // The register itself, and the contract tests, which read the formats on purpose.
    if (file === 'src/internals.ts' || /__tests__|\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const marks = DETECTORS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    if (marks.length) found.set(file, marks);
  }
  return found;
}

const registered = (file: string) => RELIANCES.some((r) => r.files.some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f)));

it('registers every file that relies on another package’s internals', () => {
  const missing = [...relying()].filter(([file]) => !registered(file)).map(([file, marks]) => `${file}: ${marks.join(', ')}`);
  expect(missing).toEqual([]);
});

it('would notice a new private import, store access or bundler alias', () => {
  const samples = ["import x from 'some-package/lib/private';", "import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';", 'useTypedSelector((s) => s.body)', 'resolve: { alias: { a: b } }'];
  for (const sample of samples) expect([sample, DETECTORS.some(([, pattern]) => pattern.test(sample))]).toEqual([sample, true]);
  expect(DETECTORS.some(([, pattern]) => pattern.test("import { useAreas } from '@site/src/lib/useAreas';"))).toBe(false);
});

it.each(RELIANCES.map((r) => [r.relies.slice(0, 70), r] as const))('%s…: pinned, its files and test exist', (_, reliance) => {
  const installed = (JSON.parse(readFileSync(path.join(root, 'node_modules', reliance.package, 'package.json'), 'utf8')) as { version: string }).version;
  expect(installed).toBe(reliance.version);
  const declared = pkg.dependencies[reliance.package] ?? pkg.devDependencies[reliance.package];
  // A package the site declares is pinned exactly; one it gets through another (theme-classic through the preset) is
  // pinned by that package's exact version.
  if (declared !== undefined) expect(declared).toBe(reliance.version);
  expect(reliance.files.filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
  const testFile = reliance.test.split(' ')[0];
  if (testFile.startsWith('tests/')) expect(existsSync(path.join(root, testFile))).toBe(true);
  expect(reliance.why.length).toBeGreaterThan(20);
  expect(reliance.upstream.length).toBeGreaterThan(20);
});
