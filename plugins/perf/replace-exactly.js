// The loaders that patch a dependency's source rely on exact pieces of it: when an upgrade changes
// one, the build must fail and say which loader to revisit, not ship the code unpatched.

/**
 * Replaces the first occurrence of each `[from, to]` pair in `source`.
 * @param {string} source
 * @param {ReadonlyArray<readonly [string, string]>} replacements
 * @param {string} failure - What has changed when a piece is missing (`loader: ...`).
 * @returns {string}
 */
module.exports = function replaceExactly(source, replacements, failure) {
  if (replacements.some(([from]) => !source.includes(from))) throw new Error(failure);
  return replacements.reduce((result, [from, to]) => result.replace(from, () => to), source);
};
