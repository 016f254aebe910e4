// Patch `globalDocsList` (both builds). Relies on: the docs plugins' global data in `.docusaurus/globalData.json`
// (toGlobalDataVersion in @docusaurus/plugin-content-docs/lib/globalData.js): under
// `docusaurus-plugin-content-docs.<id>.versions[]`, a `docs` list of every doc (id, path, sidebar), in main.js on
// every page. Only the theme's doc navbar items, version dropdown and version banner read that list; this site uses
// none of them (its header has no docs navbar items and the docs have one version, with no banner), so each version
// keeps its name, path, sidebars and main doc, and its list is emptied. Fails the build when no version has a list.
module.exports = function globalDocsListLoader(source) {
  const data = JSON.parse(source);
  const versions = Object.values(data['docusaurus-plugin-content-docs'] ?? {}).flatMap((plugin) => plugin.versions ?? []);
  if (versions.length === 0 || !versions.every((version) => Array.isArray(version.docs))) {
    throw new Error(
      'performance patch globalDocsList: the docs plugins\' global data has no versions[].docs list; Docusaurus changed ' +
        '.docusaurus/globalData.json. Update src/performance/client-data/globalDocsListLoader.cjs or turn the patch off.',
    );
  }
  for (const version of versions) version.docs = [];
  return JSON.stringify(data);
};
