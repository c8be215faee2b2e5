/** How far a typed word may be from an index word and still match it. */

/**
 * Edits a word of this length may have and still match, as Algolia counts them: one from four
 * characters, two from eight (on the folded form: ー, small kana and case already folded).
 */
export function typoTolerance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance of two strings (UTF-16 code units), counting a swap of two neighbours as one
 * edit as Algolia does (optimal string alignment), or max + 1 once it must exceed max.
 */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && code === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}
