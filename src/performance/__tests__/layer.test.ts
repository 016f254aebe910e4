/**
 * @jest-environment node
 *
 * The performance layer (src/performance): one switch per patch, all of them off gives plain Docusaurus, every
 * patch folder names what it relies on, and every module the patches import from the installed packages exists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PATCHES, PATCH_NAMES, performanceLayer, withPatchesOff, type PerformanceOptions } from '@site/src/performance';

const root = path.resolve(__dirname, '../../..');
const layerDir = path.join(root, 'src/performance');
const allOn = Object.fromEntries(PATCH_NAMES.map((name) => [name, true])) as PerformanceOptions;

describe('switches', () => {
  it('turns every patch off with `all`, or the ones named', () => {
    expect(Object.values(withPatchesOff(allOn, 'all'))).toEqual(PATCH_NAMES.map(() => false));
    expect(withPatchesOff(allOn, 'prismCore, renderOnce')).toEqual({ ...allOn, prismCore: false, renderOnce: false });
    expect(withPatchesOff(allOn, undefined)).toEqual(allOn);
    expect(() => withPatchesOff(allOn, 'prismcore')).toThrow(/unknown patch prismcore/);
  });

  it('with every switch off, adds nothing: no plugin, the default template, the stock OpenAPI theme', () => {
    const layer = performanceLayer(withPatchesOff(allOn, 'all'), '/rest-api');
    expect(layer).toEqual({ plugins: [], ssrTemplate: undefined, openApiTheme: 'docusaurus-theme-openapi-docs' });
  });

  it.each(PATCH_NAMES)('%s alone changes the build', (name) => {
    const alone = { ...withPatchesOff(allOn, 'all'), [name]: true };
    const layer = performanceLayer(alone, '/rest-api');
    const changes = layer.plugins.length + (layer.ssrTemplate ? 1 : 0);
    expect(changes).toBe(1);
  });

  it('docusaurus.config.ts lists every switch once, each on or off (turning one off is how a patch is measured)', () => {
    const config = readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    const block = /const performanceOptions: PerformanceOptions = \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect([...block.matchAll(/(\w+): (?:true|false)/g)].map(([, name]) => name).sort()).toEqual([...PATCH_NAMES].sort());
  });
});

/** Every source file of the layer (its tests left out). */
const files = readdirSync(layerDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|tsx|cjs)$/.test(f) && !f.split(path.sep).includes('__tests__'))
  .map((f) => path.join(layerDir, f));

it('every patch folder says what it relies on', () => {
  const folders = [...new Set(Object.values(PATCHES).map((patch) => patch.folder))];
  const silent = folders.filter((folder) => !files.some((f) => f.startsWith(path.join(layerDir, folder, path.sep)) && readFileSync(f, 'utf8').includes('Relies on')));
  expect(silent).toEqual([]);
});

/** Module specifiers that are bundler aliases, not packages: theme components, Docusaurus' client API, the site. */
const ALIASES = /^(@theme(-init|-original)?\/|@generated\/|@site\/|@docusaurus\/(useIsBrowser|useIsomorphicLayoutEffect|BrowserOnly|Link|Head|router)$)/;

it('every package module the patches import exists in the installed packages', () => {
  const specifiers = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import (?!type )(?:[^;]*? from )?'([^'./][^']*)'|require(?:\.resolve)?\('([^'./][^']*)'\)/gm)].map((m) => ({ file, specifier: m[1] ?? m[2] })),
  );
  const packages = specifiers.filter(({ specifier }) => !specifier.startsWith('node:') && !ALIASES.test(specifier));
  expect(packages.map((p) => p.specifier)).toEqual(expect.arrayContaining(['@docusaurus/core/lib/client/browserContext']));
  expect(packages.filter(({ specifier }) => !resolves(specifier))).toEqual([]);
  // A moved private module is noticed (the assumption broken on purpose).
  expect(resolves('@docusaurus/core/lib/client/browserContextMoved')).toBe(false);
});

function resolves(specifier: string): boolean {
  try {
    require.resolve(specifier, { paths: [root] });
    return true;
  } catch {
    return false;
  }
}
