// Both builds: the docs plugins' global data (`.docusaurus/globalData.json`, in main.js on every page) lists every
// doc of every area (id, path, sidebar). Only the theme's doc navbar items, version dropdown and version banner
// read that list; this site uses none of them (its header has no docs navbar items and the docs have one
// version, with no banner), so each version keeps its name, path, sidebars and main doc, and its list is emptied.
module.exports = function globalDataLoader(source) {
  const data = JSON.parse(source);
  for (const plugin of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of plugin.versions ?? []) version.docs = [];
  }
  return JSON.stringify(data);
};
