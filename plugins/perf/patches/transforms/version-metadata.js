// The props of the docs plugin's routes (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json):
// the one of a version's root route holds the version metadata (`{ version: { docs: { <id>: { id,
// title, description, sidebar } }, … } }`), loaded by every doc page; the descriptions go. Props of
// other routes (tag pages) pass through.

/** Whether a props module holds version metadata. @param {unknown} data */
const holdsVersionMetadata = (data) => typeof data === 'object' && data !== null && 'version' in data;

/** @param {string} source */
function isVersionMetadata(source) {
  try {
    return holdsVersionMetadata(JSON.parse(source));
  } catch {
    return false;
  }
}

/**
 * @param {string} source
 * @param {{ where: string }} context
 * @returns {string}
 */
function versionMetadata(source, { where }) {
  /** @type {{ version?: { docs?: Record<string, { id?: unknown, title?: unknown, description?: unknown }> } }} */
  const data = JSON.parse(source);
  if (!holdsVersionMetadata(data)) return source;
  const docs = data.version?.docs;
  const shaped =
    typeof docs === 'object' &&
    docs !== null &&
    Object.keys(docs).length > 0 &&
    Object.values(docs).every((doc) => typeof doc === 'object' && doc !== null && typeof doc.id === 'string' && typeof doc.title === 'string');
  if (!shaped) {
    throw new Error(
      `patch version-metadata-without-descriptions: the version metadata in ${where} no longer has \`version.docs\` as an object of { id, title, … } per doc. ` +
        "The docs plugin changed it: read toVersionMetadataProp in @docusaurus/plugin-content-docs, then update plugins/perf/patches/transforms/version-metadata.js or remove the entry.",
    );
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

module.exports = Object.assign(versionMetadata, { isVersionMetadata });
