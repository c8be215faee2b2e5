// The one loader that changes dependency code: applies the manifest entry named in its options to
// the module (exact pieces, or a named transform). Rules come from patches/index.js, one per entry.
const { applyPieces } = require('./apply');
const { patchById, packageOfFile } = require('./manifest');

/** @type {Record<string, (source: string, context: { bundle: 'client' | 'server', where: string }) => string>} */
const TRANSFORMS = {
  'route-registry': require('./transforms/route-registry'),
  'version-metadata': require('./transforms/version-metadata'),
  'empty-module': require('./transforms/empty-module'),
};

/**
 * @this {{ resourcePath: string, getOptions: () => { id: string, bundle: 'client' | 'server' } }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function patchLoader(source) {
  const { id, bundle } = this.getOptions();
  const patch = patchById(id);
  const owner = packageOfFile(this.resourcePath);
  const where = owner ? `${owner.name}@${owner.version}/${this.resourcePath.slice(owner.dir.length + 1).split('\\').join('/')}` : this.resourcePath;
  if (patch.pieces) return applyPieces(source, patch, where);
  const transform = patch.transform && TRANSFORMS[patch.transform];
  if (!transform) throw new Error(`patch ${id}: no transform named ${patch.transform}`);
  return transform(source, { bundle, where });
};
