// Client build only: drops the module path each route-chunk entry of `.docusaurus/registry.js` carries.
// react-loadable reads those paths only while the server renders (to list a page's chunks); in the browser they
// are dead weight shipped in main.js on every page (~350 paths).
module.exports = function registryLoader(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
