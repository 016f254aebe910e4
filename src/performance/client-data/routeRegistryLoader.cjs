// Patch `routeRegistryPaths` (client build only). Relies on: the entries Docusaurus writes to
// `.docusaurus/registry.js` (@docusaurus/core/lib/server/codegen/codegenRoutes.js, genRegistry):
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
// Drops the middle "<module>" string: react-loadable reads it only while the server renders (to list a page's
// chunks); in the browser it is dead weight in main.js on every page (one path per route). Fails the build when
// an entry does not have that form, instead of silently shipping the paths.
const ENTRY = /(\[\(\) => import\([^)]*\)), "[^"]+", (require\.resolveWeak\()/g;

module.exports = function routeRegistryLoader(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let matched = 0;
  const result = source.replace(ENTRY, (_entry, loader, weak) => {
    matched += 1;
    return `${loader}, "", ${weak}`;
  });
  if (entries === 0 || matched !== entries) {
    throw new Error(
      `performance patch routeRegistryPaths: ${matched} of ${entries} route-registry entries have the expected form; ` +
        'Docusaurus changed .docusaurus/registry.js. Update src/performance/client-data/routeRegistryLoader.cjs or turn the patch off.',
    );
  }
  return result;
};
