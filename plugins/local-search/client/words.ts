/**
 * The dictionary of typo tolerance: the index terms a misspelt or half-typed word may stand for.
 * Latin terms and katakana words are spelt letter by letter and get typos; kanji words and the
 * CJK bigrams are matched exactly (a wrong kanji is another word, and its bigrams are still found).
 */

import { boundedLevenshtein } from '../analyzer/distance';

export { boundedLevenshtein, typoTolerance } from '../analyzer/distance';

/** Index terms from this code unit on are kana or kanji. */
export const FIRST_CJK = '\u3000';
const KATAKANA_WORD = /^[\u30a0-\u30fa\u30fc-\u30ff]{3,}$/u;

/** True for the terms the dictionary keeps: Latin words and numbers, katakana words of 3+ characters. */
export function isDictionaryWord(term: string): boolean {
  return term < FIRST_CJK || KATAKANA_WORD.test(term);
}

/** The shortest part of a split compound: the dictionary keeps katakana words from three characters. */
const MIN_SPLIT = 3;

/** Distinct (word, distance) look-ups kept; a reader types far fewer in one page life. */
const NEAR_CACHE_SIZE = 512;

/** A sorted word list with look-ups by prefix and by edit distance. */
export class Dictionary {
  private readonly words: readonly string[];
  private byLength: Map<number, number[]> | null = null;
  /** Near words already found: a query asks once to list what to fetch and again to score. */
  private readonly nearCache = new Map<string, Array<[string, number]>>();
  private readonly containingCache = new Map<string, string[]>();

  constructor(words: readonly string[]) {
    this.words = words;
  }

  get size(): number {
    return this.words.length;
  }

  /** True when the word itself is in the dictionary. */
  has(word: string): boolean {
    return this.words[lowerBound(this.words, word)] === word;
  }

  /**
   * A katakana compound as two dictionary words of three or more characters
   * (クリツクメニユ → クリツク, メニユ), the longest first part first; null when there are none.
   */
  splitCompound(word: string): [string, string] | null {
    if (!KATAKANA_WORD.test(word)) return null;
    for (let cut = word.length - MIN_SPLIT; cut >= MIN_SPLIT; cut -= 1) {
      const [first, second] = [word.slice(0, cut), word.slice(cut)];
      if (this.has(first) && this.has(second)) return [first, second];
    }
    return null;
  }

  /** The words that start with `prefix`, in order (the prefix itself included when it is a word). */
  withPrefix(prefix: string): string[] {
    const out: string[] = [];
    for (let i = lowerBound(this.words, prefix); i < this.words.length && this.words[i]!.startsWith(prefix); i += 1) out.push(this.words[i]!);
    return out;
  }

  /** The kana words that contain `word` (itself included when it is a word), in word order. */
  containing(word: string): string[] {
    let found = this.containingCache.get(word);
    if (!found) {
      if (this.containingCache.size >= NEAR_CACHE_SIZE) this.containingCache.clear();
      found = [];
      for (let i = lowerBound(this.words, FIRST_CJK); i < this.words.length; i += 1) if (this.words[i]!.includes(word)) found.push(this.words[i]!);
      this.containingCache.set(word, found);
    }
    return found;
  }

  /** Words within `max` edits of `word` (distance 1…max), in word order, each with its distance. */
  near(word: string, max: number): Array<[string, number]> {
    if (max <= 0) return [];
    const key = `${max}\u0000${word}`;
    const cached = this.nearCache.get(key);
    if (cached) return cached;
    if (this.nearCache.size >= NEAR_CACHE_SIZE) this.nearCache.clear();
    const result = this.scanNear(word, max);
    this.nearCache.set(key, result);
    return result;
  }

  private scanNear(word: string, max: number): Array<[string, number]> {
    const byLength = this.lengths();
    const found: Array<[number, number]> = [];
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length += 1) {
      for (const i of byLength.get(length) ?? []) {
        const distance = boundedLevenshtein(word, this.words[i]!, max);
        if (distance > 0 && distance <= max) found.push([i, distance]);
      }
    }
    return found.sort((a, b) => a[0] - b[0]).map(([i, distance]) => [this.words[i]!, distance]);
  }

  private lengths(): Map<number, number[]> {
    if (!this.byLength) {
      this.byLength = new Map();
      this.words.forEach((word, i) => {
        let list = this.byLength!.get(word.length);
        if (!list) this.byLength!.set(word.length, (list = []));
        list.push(i);
      });
    }
    return this.byLength;
  }
}

/** First position whose value is not below `value` (UTF-16 code unit order, as sorted). */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
