/** The loaders of src/plugins/lean-client-data drop only what the browser never reads. */
/* eslint-disable @typescript-eslint/no-require-imports -- the loaders are CommonJS modules run by the bundler */
const registryLoader = require('@site/src/plugins/lean-client-data/registryLoader.cjs') as (s: string) => string;
const versionPropsLoader = require('@site/src/plugins/lean-client-data/versionPropsLoader.cjs') as (s: string) => string;
const globalDataLoader = require('@site/src/plugins/lean-client-data/globalDataLoader.cjs') as (s: string) => string;
/* eslint-enable @typescript-eslint/no-require-imports */

it('drops the module path of each route-registry entry and keeps the loader and module id', () => {
  const entry = (hash: string, file: string) =>
    `  "${hash}": [() => import(/* webpackChunkName: "${hash}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
  const source = ['export default {', entry('03c2e1b4', '@site/docs/stream.md'), entry('0423c5c6', '@site/rest-api/x.api.mdx'), '};'].join('\n');
  expect(registryLoader(source)).toBe([
    'export default {',
    '  "03c2e1b4": [() => import(/* webpackChunkName: "03c2e1b4" */ "@site/docs/stream.md"), "", require.resolveWeak("@site/docs/stream.md")],',
    '  "0423c5c6": [() => import(/* webpackChunkName: "0423c5c6" */ "@site/rest-api/x.api.mdx"), "", require.resolveWeak("@site/rest-api/x.api.mdx")],',
    '};',
  ].join('\n'));
});

it("drops the docs' descriptions from a version's props and keeps everything else", () => {
  const props = {
    version: {
      pluginId: 'default', version: 'current', banner: null,
      docsSidebars: { main: [{ type: 'link', href: '/overview', label: 'Overview', docId: 'overview' }] },
      docs: { overview: { id: 'overview', title: 'Overview', description: 'A long description…', sidebar: 'main' } },
    },
  };
  const out = JSON.parse(versionPropsLoader(JSON.stringify(props)));
  expect(out.version.docs.overview).toEqual({ id: 'overview', title: 'Overview', sidebar: 'main' });
  expect(out.version.docsSidebars).toEqual(props.version.docsSidebars);
  expect(out.version.banner).toBeNull();
});

it("empties the docs list of each docs version in the global data and keeps paths, sidebars and other plugins' data", () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: { path: '/', breadcrumbs: true, versions: [{ name: 'current', path: '/', mainDocId: 'index', docs: [{ id: 'a', path: '/a', sidebar: 'main' }], sidebars: { main: { link: { path: '/a', label: 'a' } } } }] },
    },
    'area-links': { default: { Forum: '/apps/forum/setup/overview' } },
  };
  const out = JSON.parse(globalDataLoader(JSON.stringify(data)));
  expect(out['docusaurus-plugin-content-docs'].default).toEqual({
    path: '/', breadcrumbs: true,
    versions: [{ name: 'current', path: '/', mainDocId: 'index', docs: [], sidebars: { main: { link: { path: '/a', label: 'a' } } } }],
  });
  expect(out['area-links']).toEqual(data['area-links']);
});
