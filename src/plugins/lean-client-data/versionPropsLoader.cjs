// Both builds: a docs version's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`) list
// every doc of the version with its description, loaded on every page of the instance. Only DocCard reads the
// description (generated category indexes and <DocCardList>, which this site does not use), so it is dropped;
// each page's own description stays in its metadata and <meta> tags.
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  for (const doc of Object.values(props.version?.docs ?? {})) delete doc.description;
  return JSON.stringify(props);
};
