/**
 * Character-level folding shared by the indexer and the query parser, so that both sides of a
 * match always see the same form of a word.
 */

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KANA_OFFSET = 0x60;

/** Katakana (including the prolonged sound mark ー), hiragana and Han ideographs, plus 々 and 〆. */
const CJK_CHAR = /[\u3041-\u309f\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff\p{Script=Han}\u3005\u3006]/u;
const KATAKANA_WORD = /^[\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff]+$/u;
const HIRAGANA_WORD = /^[\u3041-\u309f\u30fc]+$/u;

/**
 * Width and compatibility folding (NFKC: ｼｪｰﾀﾞｰ → シェーダー, ＡＢＣ → ABC) followed by case
 * folding. Keeps the string's length roughly stable; never throws.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Katakana spelt more than one way in loanwords, folded to one form character by character:
 * small kana as large (ウィンドウ ≡ ウインドウ, ビット ≡ ビツト), ヴ as ブ, and ズ as ス
 * (フィジックス ≡ フィジックズ). ヴ followed by a vowel is the b-row kana ({@link V_ROW}).
 */
const KATAKANA_FOLDS: Readonly<Record<string, string>> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
  ヴ: 'ブ', ズ: 'ス',
};

/**
 * ヴ and the vowel after it, folded to one b-row kana: ヴァ ≡ バ, ヴィ ≡ ビ, ヴェ ≡ ベ, ヴォ ≡ ボ.
 * Folding the other way (バ as ブア) would put two edits between ボ and ポ, the dakuten typo
 * that typo tolerance must forgive in one (ビューボート → ビューポート).
 */
const V_ROW: Readonly<Record<string, string>> = { ア: 'バ', イ: 'ビ', エ: 'ベ', オ: 'ボ' };

/** The folded form of one katakana character (see {@link KATAKANA_FOLDS}). */
export function foldKatakana(char: string): string {
  return KATAKANA_FOLDS[char] ?? char;
}

/**
 * Folds one token for matching: hiragana becomes katakana (しぇーだー ≡ シェーダー), katakana
 * variants fold to one spelling ({@link KATAKANA_FOLDS}), and the prolonged sound mark is dropped
 * when it follows kana, so シェーダー ≡ シェーダ ≡ シェダ.
 * The input must already be normalised with {@link normalizeText}.
 */
export function foldKana(token: string): string {
  let out = '';
  // The previous character was ヴ (in either script): a vowel after it makes one b-row kana.
  let afterV = false;
  for (const char of token) {
    const code = char.codePointAt(0) ?? 0;
    const katakana = code >= HIRAGANA_START && code <= HIRAGANA_END ? String.fromCodePoint(code + KANA_OFFSET) : char;
    const katakanaCode = katakana.codePointAt(0) ?? 0;
    if (katakanaCode >= 0x30a1 && katakanaCode <= 0x30fa) {
      const folded = foldKatakana(katakana);
      const vRow = afterV ? V_ROW[folded] : undefined;
      out = vRow ? out.slice(0, -1) + vRow : out + folded;
      afterV = katakana === 'ヴ';
      continue;
    }
    afterV = false;
    if (char === 'ー' && out.length > 0 && isKana(out.at(-1) ?? '')) {
      // Long vowels are spelled inconsistently (コンピューター / コンピュータ): ignore them.
      continue;
    }
    out += katakana;
  }
  return out;
}

/** True for hiragana, katakana and Han characters (the scripts indexed with bigrams). */
export function isCjkChar(char: string): boolean {
  return CJK_CHAR.test(char);
}

/** True when every character of the token is katakana (or ー). */
export function isKatakanaWord(token: string): boolean {
  return KATAKANA_WORD.test(token);
}

/** True when every character of the token is hiragana (or ー). */
export function isHiraganaWord(token: string): boolean {
  return HIRAGANA_WORD.test(token);
}

function isKana(char: string): boolean {
  return /[\u3041-\u309f\u30a0-\u30ff]/u.test(char);
}
