import { foldKana, foldKatakana, normalizeText } from './normalize';
import { latinTerm, type QueryUnit } from './tokenize';

/** A matched range of the original text, [start, end) in UTF-16 code units. */
export interface Range {
  start: number;
  end: number;
  /** The query unit surface that matched. */
  word: string;
}

interface FoldedText {
  folded: string;
  /** For each UTF-16 index of `folded`, the start index of its character in the original text. */
  starts: number[];
  /** For each UTF-16 index of `folded`, the end index of its character in the original text. */
  ends: number[];
}

/**
 * The folded form of one character after the folded `previous` one: as normalizeText then
 * foldKana would give it, without their cost for the characters of most texts (ASCII, kana,
 * common kanji), which NFKC leaves alone.
 */
function foldChar(char: string, previous: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  if (code >= 0x3041 && code <= 0x3096) return foldKatakana(String.fromCharCode(code + 0x60));
  if (code >= 0x30a1 && code <= 0x30fa) return foldKatakana(char);
  if (code >= 0x4e00 && code <= 0x9fff) return char;
  if (code === 0x30fc) {
    // ー after kana is dropped by foldKana.
    const last = previous.charCodeAt(previous.length - 1);
    return (last >= 0x3041 && last <= 0x309f) || (last >= 0x30a0 && last <= 0x30ff) ? '' : char;
  }
  // Fold the pair to decide, then keep the last part.
  return foldKana(previous + normalizeText(char)).slice(foldKana(previous).length);
}

/** Folds a text character by character, keeping the way back to the original offsets. */
function foldWithMap(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  let previous = '';
  for (const char of text) {
    const out = foldChar(char, previous);
    for (let i = 0; i < out.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += out;
    previous = out || previous;
    offset += char.length;
  }
  return { folded, starts, ends };
}

const LATIN_WORD = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+/gu;

/**
 * Finds where query units occur in a text: CJK units as folded substrings, Latin units as
 * words starting with the typed word or sharing its stem. Overlaps are merged.
 */
export function findMatches(text: string, units: readonly QueryUnit[], locale: string): Range[] {
  if (!text || units.length === 0) return [];
  const { folded, starts, ends } = foldWithMap(text);
  const ranges: Range[] = [];
  const push = (from: number, to: number, word: string): void => {
    if (to <= from) return;
    let end = ends[to - 1]!;
    // The folded text dropped long vowels: take them back into the highlight (シェーダ|ー).
    while (text[end] === 'ー' || text[end] === 'ｰ') end += 1;
    ranges.push({ start: starts[from]!, end, word });
  };
  for (const unit of units) {
    if (unit.kind === 'cjk') {
      if (!unit.word) continue;
      for (let at = folded.indexOf(unit.word); at !== -1; at = folded.indexOf(unit.word, at + unit.word.length)) {
        push(at, at + unit.word.length, unit.surface);
      }
      continue;
    }
    for (const match of folded.matchAll(LATIN_WORD)) {
      const word = match[0];
      const stem = latinTerm(word, locale);
      const hit = unit.prefix ? word.startsWith(unit.surface) || stem.startsWith(unit.word) : stem === unit.word || word === unit.surface;
      if (hit) push(match.index, match.index + word.length, unit.surface);
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Range[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/** Escapes text for HTML (the only markup in highlighted values is the highlight tags). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/** The text, HTML-escaped, with each range wrapped in the highlight tags. */
export function highlight(text: string, ranges: readonly Range[], tags: HighlightTags): string {
  let out = '';
  let last = 0;
  for (const range of ranges) {
    out += escapeHtml(text.slice(last, range.start)) + tags.pre + escapeHtml(text.slice(range.start, range.end)) + tags.post;
    last = range.end;
  }
  return out + escapeHtml(text.slice(last));
}

let segmenter: Intl.Segmenter | undefined;

/**
 * A window of about `words` words around the first match, CJK-aware: a Japanese word is a
 * segmenter word, not a whole sentence. Returns the window's offsets and whether text was cut
 * at either end.
 */
export function snippetWindow(
  text: string,
  ranges: readonly Range[],
  words: number,
): { start: number; end: number; cutStart: boolean; cutEnd: boolean } {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  // Segment only around the first match: segmenting whole records is the cost of a search.
  const anchorAt = ranges[0]?.start ?? 0;
  const from = Math.max(0, anchorAt - words * 8);
  const to = Math.min(text.length, anchorAt + words * 16);
  const bounds: { start: number; end: number }[] = [];
  for (const { segment, index, isWordLike } of segmenter.segment(text.slice(from, to))) {
    if (isWordLike) bounds.push({ start: from + index, end: from + index + segment.length });
  }
  if (from > 0 || to < text.length) {
    // The text goes on beyond the slice: make sure the window is cut there, not at the slice edges.
    bounds.unshift({ start: 0, end: 0 });
    bounds.push({ start: text.length, end: text.length });
  }
  if (bounds.length <= words) return { start: 0, end: text.length, cutStart: false, cutEnd: false };
  const anchor = ranges[0]?.start ?? 0;
  let first = bounds.findIndex((bound) => bound.end > anchor);
  if (first === -1) first = 0;
  // Show a little context before the match: a couple of words.
  first = Math.max(0, Math.min(first - 2, bounds.length - words));
  const lastIndex = Math.min(bounds.length - 1, first + words - 1);
  const start = first === 0 ? 0 : bounds[first]!.start;
  const end = lastIndex === bounds.length - 1 ? text.length : bounds[lastIndex]!.end;
  return { start, end, cutStart: start > 0, cutEnd: end < text.length };
}

/** The highlighted snippet of a text, with the ellipsis where it was cut. */
export function snippet(text: string, ranges: readonly Range[], words: number, tags: HighlightTags, ellipsis = '…'): string {
  const window = snippetWindow(text, ranges, words);
  const inside = ranges
    .filter((range) => range.end > window.start && range.start < window.end)
    .map((range) => ({ ...range, start: Math.max(range.start, window.start) - window.start, end: Math.min(range.end, window.end) - window.start }));
  const body = highlight(text.slice(window.start, window.end), inside, tags);
  return (window.cutStart ? ellipsis : '') + body + (window.cutEnd ? ellipsis : '');
}
