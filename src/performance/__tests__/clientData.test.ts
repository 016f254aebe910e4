/**
 * @jest-environment node
 *
 * Contract of patches `routeRegistryPaths`, `docDescriptions` and `globalDocsList` (src/performance/client-data):
 * the installed Docusaurus writes the generated files in the form the loaders expect (made here by its own
 * functions), each loader drops only what the browser never reads, and a loader that matches nothing fails instead
 * of passing the file through unchanged.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import { toVersionMetadataProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { toGlobalDataVersion } from '@docusaurus/plugin-content-docs/lib/globalData.js';
import { createSidebarsUtils } from '@docusaurus/plugin-content-docs/lib/sidebars/utils.js';
import { DOCS_VERSION_PROPS, GLOBAL_DATA, ROUTE_REGISTRY } from '@site/src/performance/client-data';
/* eslint-disable @typescript-eslint/no-require-imports -- the loaders are CommonJS modules run by the bundler */
const routeRegistryLoader = require('@site/src/performance/client-data/routeRegistryLoader.cjs') as (s: string) => string;
const docDescriptionsLoader = require('@site/src/performance/client-data/docDescriptionsLoader.cjs') as (s: string) => string;
const globalDocsListLoader = require('@site/src/performance/client-data/globalDocsListLoader.cjs') as (s: string) => string;
/* eslint-enable @typescript-eslint/no-require-imports */

/** A docs version with two docs in one sidebar, as the docs plugin loads it. */
function loadedVersion() {
  const doc = (id: string, permalink: string) => ({
    id, title: id, description: `What ${id} is about.`, permalink, slug: permalink, sidebar: 'main', unlisted: false, frontMatter: {},
  });
  const sidebars = { main: [{ type: 'doc', id: 'intro' }, { type: 'doc', id: 'guide' }] };
  return {
    versionName: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: 'docs-version-current', isLast: true,
    path: '/', docs: [doc('intro', '/'), doc('guide', '/guide')], drafts: [], categoryGeneratedIndices: [], sidebars,
    sidebarsUtils: createSidebarsUtils(sidebars as never),
  };
}

let generatedDir: string;
let registry: string;
let propsFile: string;
beforeAll(async () => {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'client-data-'));
  generatedDir = path.join(siteDir, '.docusaurus');
  const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
  await generateRouteFiles({
    generatedFilesDir: generatedDir,
    baseUrl: '/',
    routes: [
      { path: '/', component: '@theme/DocsRoot', exact: false, plugin, props: { version: toVersionMetadataProp('default', loadedVersion() as never) },
        routes: [{ path: '/guide', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/guide.md' } }] },
    ] as never,
  });
  registry = path.join(generatedDir, 'registry.js');
  const propsDir = path.join(generatedDir, plugin.name, plugin.id, 'p');
  propsFile = path.join(propsDir, (await readdir(propsDir))[0]);
});
afterAll(() => rm(path.dirname(generatedDir), { recursive: true, force: true }));

describe('routeRegistryPaths', () => {
  it("applies to Docusaurus' registry file and drops each entry's module path, keeping the loader and module id", async () => {
    expect(registry).toMatch(ROUTE_REGISTRY);
    const source = await readFile(registry, 'utf8');
    expect(source).toContain('"@site/docs/guide.md", require.resolveWeak("@site/docs/guide.md")');
    const trimmed = routeRegistryLoader(source);
    expect(trimmed).toContain('import(/* webpackChunkName:');
    expect(trimmed).toContain('"", require.resolveWeak("@site/docs/guide.md")');
    expect(trimmed.match(/require\.resolveWeak\(/g)).toHaveLength(source.match(/require\.resolveWeak\(/g)!.length);
  });

  it('fails when an entry has another form (e.g. Docusaurus reorders the tuple)', () => {
    const changed = 'export default {\n  "abc": ["@site/docs/guide.md", () => import("@site/docs/guide.md"), require.resolveWeak("@site/docs/guide.md")],\n};';
    expect(() => routeRegistryLoader(changed)).toThrow(/routeRegistryPaths: 0 of 1/);
  });
});

describe('docDescriptions', () => {
  it("applies to the docs version's route props and drops only the descriptions", async () => {
    expect(propsFile).toMatch(DOCS_VERSION_PROPS);
    const props = JSON.parse(await readFile(propsFile, 'utf8'));
    expect(props.version.docs.guide.description).toBe('What guide is about.');
    const trimmed = JSON.parse(docDescriptionsLoader(JSON.stringify(props)));
    expect(trimmed.version.docs.guide).toEqual({ id: 'guide', title: 'guide', sidebar: 'main' });
    expect(trimmed.version.docsSidebars).toEqual(props.version.docsSidebars);
  });

  it('fails when the props have no docs (e.g. the list is renamed)', () => {
    const props = { version: { ...toVersionMetadataProp('default', loadedVersion() as never), docs: undefined, documents: {} } };
    expect(() => docDescriptionsLoader(JSON.stringify(props))).toThrow(/docDescriptions: .* has no version.docs/);
  });
});

describe('globalDocsList', () => {
  // What core writes to .docusaurus/globalData.json: each plugin's data by plugin name and id.
  const globalData = () => ({
    'docusaurus-plugin-content-docs': { default: { path: '/', versions: [toGlobalDataVersion(loadedVersion() as never)], breadcrumbs: true } },
    'area-labels': { default: { forum: 'Forum' } },
  });

  it("applies to the global data file and empties each version's docs list, keeping paths, sidebars and other plugins' data", () => {
    expect(path.join(generatedDir, 'globalData.json')).toMatch(GLOBAL_DATA);
    const data = globalData();
    const version = data['docusaurus-plugin-content-docs'].default.versions[0];
    expect(version.docs.map((d: { id: string }) => d.id)).toEqual(['intro', 'guide']);
    const trimmed = JSON.parse(globalDocsListLoader(JSON.stringify(data)));
    expect(trimmed['docusaurus-plugin-content-docs'].default.versions[0]).toEqual({ ...version, docs: [] });
    expect(trimmed['area-labels']).toEqual(data['area-labels']);
  });

  it('fails when no version carries a docs list', () => {
    const data = globalData();
    data['docusaurus-plugin-content-docs'].default.versions = [];
    expect(() => globalDocsListLoader(JSON.stringify(data))).toThrow(/globalDocsList/);
  });
});
