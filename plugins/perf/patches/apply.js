// Applies an entry's exact pieces to a module's source. Each piece must occur exactly once: a piece
// that is gone means the code changed under the patch, and one that occurs twice means the patch
// would change a place it was not written for.
const { reasonOf, removableWhen, textOf } = require('./manifest');

/** @typedef {import('./manifest').Patch} Patch */

/** How many times `piece` occurs in `source`, without overlaps. @param {string} source @param {string} piece */
function occurrences(source, piece) {
  let count = 0;
  for (let index = source.indexOf(piece); index !== -1; index = source.indexOf(piece, index + piece.length)) count++;
  return count;
}

/** A piece as a message shows it: its first lines, at most 300 characters. @param {string} text */
const quote = (text) => (text.length > 300 ? `${text.slice(0, 300)}…` : text).replace(/^/gm, '    ');

/**
 * The source with every piece of `patch` replaced; throws, naming the module and piece and saying
 * what to do, when a piece does not occur exactly once.
 * @param {string} source
 * @param {Patch} patch
 * @param {string} where - The module as messages name it: `package@version/subpath`.
 * @returns {string}
 */
function applyPieces(source, patch, where) {
  const pieces = patch.pieces ?? [];
  pieces.forEach((piece, index) => {
    const find = textOf(piece.find);
    const count = occurrences(source, find);
    if (count === 1) return;
    const found = count === 0 ? 'no longer occurs' : `occurs ${count} times`;
    const todo =
      count === 0
        ? `Read ${where} and find the code this piece stood for. If the change is still needed (${reasonOf(patch)}), rewrite the piece to match; if not (it can go when ${removableWhen(patch)}), remove the entry.`
        : 'Lengthen the piece until it names one place.';
    throw new Error(
      `patch ${patch.id}: piece ${index + 1} of ${pieces.length} ${found} in ${where} (it must occur exactly once):\n${quote(find)}\n` +
        `${todo} The entry is in plugins/perf/patches/manifest.json.`,
    );
  });
  return pieces.reduce((result, piece) => result.replace(textOf(piece.find), () => textOf(piece.replace)), source);
}

module.exports = { applyPieces, occurrences };
