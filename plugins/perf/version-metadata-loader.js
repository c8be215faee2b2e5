// Both bundles: drops the description of every doc from the docs plugin's version metadata (the
// props of the docs root route, loaded by every doc page). Only DocCard reads it, for category
// index cards this site does not render; the sidebar and the pages need ids, titles and sidebars.
/** @type {(source: string) => string} */
module.exports = function versionMetadataLoader(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
