/**
 * A light English suffix stripper (plural, -ing, -ed), enough for documentation queries such as
 * "shaders" → "shader" or "lighting" → "light". It runs on both index and query terms, so only
 * consistency matters, not linguistic exactness.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5 && hasVowel(word.slice(0, -3))) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4 && hasVowel(word.slice(0, -2))) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function hasVowel(stem: string): boolean {
  return /[aeiouy]/.test(stem);
}

/** running → runn → run; but keeps -ll, -ss, -zz (install, pass). */
function undouble(stem: string): string {
  const last = stem.at(-1);
  if (stem.length > 2 && last === stem.at(-2) && last !== undefined && !'lsz'.includes(last) && !'aeiou'.includes(last)) {
    return stem.slice(0, -1);
  }
  return stem;
}
