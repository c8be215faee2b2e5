import { foldKana, isHiraganaWord, isKatakanaWord, normalizeText } from './normalize';
import { stemEnglish } from './stem';

/** Locales whose Latin words are stemmed as English. Others keep Latin words as they are. */
const STEMMED_LOCALES = new Set(['en']);

/** One word of a text after segmentation, in reading order. */
export interface Word {
  /** The word as written, after NFKC and case folding (kana not folded). */
  surface: string;
  /** The matching form: kana folded and, for Latin words in English, stemmed. */
  term: string;
  kind: 'latin' | 'cjk';
  /** True when a space or punctuation separates the word from the previous one. */
  gap?: boolean;
}

let segmenter: Intl.Segmenter | undefined;

/** `Intl.Segmenter` is expensive to create: one per process or page. */
function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  return segmenter;
}

const CJK_RUN = /[\u3041-\u309f\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff\p{Script=Han}\u3005\u3006]+/gu;
const LATIN_PART = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+/gu;
/** Splits camelCase and PascalCase identifiers (setLocalPosition → set Local Position). */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** The matching form of a Latin word for a locale. */
export function latinTerm(word: string, locale: string): string {
  return STEMMED_LOCALES.has(locale) ? stemEnglish(word) : word;
}

/**
 * Splits a text into words: `Intl.Segmenter` words, with runs of katakana segments merged back
 * into one word (the segmenter cuts unknown katakana into single characters: シ|ェ|ー|ダ|ー) and
 * Latin segments split on punctuation (pc.Entity → pc, entity).
 */
export function segmentWords(text: string, locale: string): Word[] {
  const nfkc = text.normalize('NFKC');
  const words: Word[] = [];
  let katakana = '';
  let katakanaGap = false;
  let gap = false;
  const flushKatakana = (): void => {
    if (katakana) words.push({ ...cjkWord(katakana), gap: katakanaGap });
    katakana = '';
  };
  for (const { segment, isWordLike } of wordSegmenter().segment(nfkc)) {
    if (!isWordLike) {
      flushKatakana();
      gap = words.length > 0;
      continue;
    }
    if (isKatakanaWord(segment)) {
      if (!katakana) katakanaGap = gap;
      gap = false;
      katakana += segment;
      continue;
    }
    flushKatakana();
    const first = words.length;
    // A segment may mix scripts (rigidbodyの): keep CJK runs and Latin parts apart.
    let last = 0;
    for (const match of segment.matchAll(CJK_RUN)) {
      pushLatin(words, segment.slice(last, match.index), locale);
      words.push(cjkWord(match[0]));
      last = match.index + match[0].length;
    }
    pushLatin(words, segment.slice(last), locale);
    if (gap && words[first]) words[first]!.gap = true;
    gap = false;
  }
  flushKatakana();
  return words;
}

function cjkWord(text: string): Word {
  const surface = normalizeText(text);
  return { surface, term: foldKana(surface), kind: 'cjk' };
}

function pushLatin(words: Word[], text: string, locale: string): void {
  for (const [part] of text.matchAll(LATIN_PART)) {
    const surface = normalizeText(part);
    words.push({ surface, term: latinTerm(surface, locale), kind: 'latin' });
  }
}

/** Overlapping character bigrams of a folded CJK run; a single character stands for itself. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** The folded CJK runs of a text (contiguous kana and kanji, whatever the word boundaries). */
export function cjkRuns(text: string): string[] {
  return [...normalizeText(text).matchAll(CJK_RUN)].map((match) => foldKana(match[0])).filter((run) => run.length > 0);
}

/** A Latin-script word or a number, or a CJK run: the pieces of a text that index terms come from. */
const INDEX_PIECE =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+|[\u3041-\u309f\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff\p{Script=Han}\u3005\u3006]+/gu;
/** Maximal runs of one script inside a CJK run: the words the query side groups into. */
const SCRIPT_RUN = /[\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff]{2,}|[\p{Script=Han}\u3005\u3006]{2,}/gu;

/**
 * The index terms of a text, for every CJK run its character bigrams, so that any substring of
 * two or more characters is found whatever a segmenter would make of it (新幹線 vs 新 + 幹線),
 * plus its katakana and kanji words (maximal runs of one script, folded: the same words
 * {@link parseQuery} forms from segmenter words by merging katakana and joining kanji); for
 * Latin text its words, also split at camelCase boundaries (setLocalPosition → set, local,
 * position). Uses no segmenter, so indexing stays fast; it runs at build time (indexer/invert.ts).
 */
export function indexTerms(text: string, locale: string): string[] {
  const terms: string[] = [];
  for (const [piece] of text.normalize('NFKC').matchAll(INDEX_PIECE)) {
    const lower = piece.toLowerCase();
    if (!isCjkStart(piece)) {
      terms.push(latinTerm(lower, locale));
      const parts = piece.split(CAMEL_BOUNDARY);
      if (parts.length > 1) for (const part of parts) terms.push(latinTerm(part.toLowerCase(), locale));
      continue;
    }
    terms.push(...bigrams(foldKana(lower)));
    // Runs are found before folding, or hiragana particles would join katakana words (シェーダーを).
    for (const [run] of lower.matchAll(SCRIPT_RUN)) {
      const word = foldKana(run);
      if ([...word].length > 2) terms.push(word);
    }
  }
  return terms;
}

function isCjkStart(piece: string): boolean {
  return /^[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\p{Script=Han}\u3005\u3006]/u.test(piece);
}

/** One thing the reader asked for: every unit of a query must be found (AND). */
export interface QueryUnit {
  /** As typed, after NFKC and case folding; used for display and synonym look-up. */
  surface: string;
  kind: 'latin' | 'cjk';
  /** The folded or stemmed word, matched whole for ranking. */
  word: string;
  /** Terms that must all be present: the bigrams of a CJK word, or the Latin term itself. */
  terms: string[];
  /** Match terms as prefixes: the last Latin word being typed, or a lone CJK character. */
  prefix: boolean;
}

const ENGLISH_STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is',
  'it', 'of', 'on', 'or', 'the', 'to', 'use', 'using', 'what', 'when', 'with', 'my', 'no', 'this',
]);

/**
 * Words a Japanese question wraps its topic in (「ボタン 作り方」, 「物理 使い方」): pages say
 * 作る and 使う, not 作り方, so these would only narrow the results to pages that happen to
 * contain them. Dropped like English stop words when something else remains.
 */
const JAPANESE_TASK_WORDS = new Set(['作り方', 'やり方', '使い方', '方法', '仕方', '手順']);

/**
 * Parses a query into units with the same analysis as {@link indexTerms}. CJK text is grouped
 * into content words: adjacent kanji segments (or adjacent katakana segments) join into one
 * compound, hiragana particles and okurigana are dropped unless the query is all hiragana (a
 * reader who did not convert: しぇーだー finds シェーダー). English stop words are dropped when
 * something else remains.
 */
export function parseQuery(query: string, locale: string): QueryUnit[] {
  const words = segmentWords(query.slice(0, 256), locale);
  const units: QueryUnit[] = [];
  let compound: { text: string; script: 'kanji' | 'katakana' } | undefined;
  const flush = (): void => {
    if (compound) units.push(cjkUnit(compound.text));
    compound = undefined;
  };
  const allHiragana = words.length > 0 && words.every((word) => word.kind === 'cjk' && isHiraganaWord(word.surface));
  if (allHiragana) {
    return [cjkUnit(words.map((word) => word.surface).join(''))];
  }
  for (const word of words) {
    // A space the reader typed ends a compound: 所有権 譲渡 is two words, not 所有権譲渡.
    if (word.gap) flush();
    if (word.kind === 'latin') {
      flush();
      units.push({ surface: word.surface, kind: 'latin', word: word.term, terms: [word.term], prefix: false });
      continue;
    }
    // Okurigana and particles: 使って → 使, 設定を → 設定.
    const stem = word.surface.replace(/[\u3041-\u309f]+$/u, '');
    if (!stem) {
      flush();
      continue;
    }
    const script = isKatakanaWord(stem) ? 'katakana' : 'kanji';
    const endsWithKana = stem.length !== word.surface.length;
    if (compound && compound.script === script) compound.text += stem;
    else {
      flush();
      compound = { text: stem, script };
    }
    if (endsWithKana) flush();
  }
  flush();
  const last = units.at(-1);
  if (last?.kind === 'latin' && !/\s$/.test(query)) last.prefix = true;
  const content = units.filter((unit) => !(unit.kind === 'latin' ? ENGLISH_STOP_WORDS : JAPANESE_TASK_WORDS).has(unit.surface));
  return content.length > 0 ? content : units;
}

function cjkUnit(surface: string): QueryUnit {
  const folded = foldKana(surface);
  const terms = bigrams(folded);
  return { surface, kind: 'cjk', word: folded, terms, prefix: [...folded].length === 1 };
}

