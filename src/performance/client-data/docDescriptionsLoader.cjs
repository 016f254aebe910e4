// Patch `docDescriptions` (both builds). Relies on: a docs version's route props
// (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`, made by toVersionMetadataProp in
// @docusaurus/plugin-content-docs/lib/props.js) holding `version.docs`, every doc of the version by id with its
// description, loaded on every page of the instance. Only DocCard reads the description (generated category
// indexes and <DocCardList>, which this site does not use), so it is dropped; each page's own description stays in
// its metadata and <meta> tags. Fails the build when a props file has no `version.docs`.
module.exports = function docDescriptionsLoader(source) {
  const props = JSON.parse(source);
  const docs = props.version?.docs;
  if (typeof docs !== 'object' || docs === null || Object.keys(docs).length === 0) {
    throw new Error(
      `performance patch docDescriptions: ${this?.resourcePath ?? 'a docs props file'} has no version.docs; ` +
        'Docusaurus changed the docs version props. Update src/performance/client-data/docDescriptionsLoader.cjs or turn the patch off.',
    );
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
};
