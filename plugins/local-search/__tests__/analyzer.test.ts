import { describe, expect, it } from 'vitest';
import {
  bigrams,
  findMatches,
  foldKana,
  highlight,
  indexTerms,
  isTypoAlternative,
  normalizeText,
  parseQuery,
  planQuery,
  segmentWords,
  snippet,
  stemEnglish,
} from '../analyzer';

const TAGS = { pre: '<mark>', post: '</mark>' };

describe('normalizeText', () => {
  it.each([
    ['half-width katakana becomes full-width', 'ｼｪｰﾀﾞｰ', 'シェーダー'],
    ['full-width Latin becomes ASCII and lower case', 'ＰｌａｙＣａｎｖａｓ', 'playcanvas'],
    ['full-width digits become ASCII', '１０２４', '1024'],
    ['case folds Latin', 'RigidBody', 'rigidbody'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('foldKana', () => {
  it.each([
    ['hiragana folds to katakana', 'しぇーだー', 'シエダ'],
    ['a trailing long vowel is ignored', 'シェーダー', 'シエダ'],
    ['a word written without the long vowel folds the same', 'シェーダ', 'シエダ'],
    ['コンピューター and コンピュータ agree', 'コンピューター', 'コンピユタ'],
    ['small kana fold to large ones (ウィンドウ ≡ ウインドウ)', 'ウィンドウ', 'ウインドウ'],
    ['ヴァ and バ agree (ヴァリアント ≡ バリアント)', 'ヴァリアント', foldKana('バリアント')],
    ['ヴ and ブ agree', 'ヴ', 'ブ'],
    ['hiragana ゔぁ folds like ヴァ', 'ゔぁりあんと', foldKana('バリアント')],
    ['ヴ with a large vowel after it agrees too (ヴイ ≡ ビ)', 'ヴイ', 'ビ'],
    // One character apart, so one typo: a dakuten for a handakuten must stay one edit.
    ['ボ and ポ stay one character apart (ビューボート, ビューポート)', 'ビューボート', 'ビユボト'],
    ['ズ and ス agree at the end of a loanword (フィジックズ ≡ フィジックス)', 'フィジックズ', foldKana('フィジックス')],
    ['kanji stay as they are', '被写界深度', '被写界深度'],
    ['a dash after Latin is kept', 'a-b', 'a-b'],
  ])('%s', (_name, input, expected) => {
    expect(foldKana(input)).toBe(expected);
  });
});

describe('stemEnglish', () => {
  it.each([
    ['shaders', 'shader'],
    ['entities', 'entity'],
    ['lighting', 'light'],
    ['running', 'run'],
    ['rendered', 'render'],
    ['physics', 'physic'],
    ['class', 'class'],
    ['gas', 'gas'],
  ])('%s → %s', (input, expected) => {
    expect(stemEnglish(input)).toBe(expected);
  });
});

describe('segmentWords', () => {
  it.each([
    ['merges katakana the segmenter cuts into single characters', 'シェーダーを書く', ['シエダ']],
    ['merges a long katakana compound', 'ガウシアンスプラッティングを使う', ['ガウシアンスプラツテイング']],
    ['splits API names at dots', 'pc.Entity を作る', ['pc', 'entity']],
    ['splits mixed scripts inside one segment', 'rigidbodyの設定', ['rigidbody', '設定']],
  ])('%s', (_name, input, expected) => {
    const terms = segmentWords(input, 'ja').map((word) => word.term);
    for (const term of expected) expect(terms).toContain(term);
  });
});

describe('parseQuery word boundaries', () => {
  it.each([
    ['joins kanji segments typed together', '所有権譲渡', ['所有権譲渡']],
    ['keeps kanji words the reader spaced apart', '所有権 譲渡', ['所有権', '譲渡']],
    ['keeps katakana words the reader spaced apart', 'マウス ロック', ['マウス', 'ロック']],
    ['keeps katakana words apart at a full-width space', 'マウス　ロック', ['マウス', 'ロック']],
    ['drops the words a question wraps its topic in', 'ボタン 作り方', ['ボタン']],
    ['keeps such a word when it is all there is', '使い方', ['使い方']],
  ])('%s', (_name, input, expected) => {
    expect(parseQuery(input, 'ja').map((unit) => unit.surface)).toEqual(expected);
  });
});

describe('bigrams', () => {
  it.each([
    ['a run of three characters', '新幹線', ['新幹', '幹線']],
    ['a single character stands for itself', '円', ['円']],
    ['an empty run has none', '', []],
  ])('%s', (_name, input, expected) => {
    expect(bigrams(input)).toEqual(expected);
  });
});

describe('indexTerms', () => {
  it.each([
    ['a compound the segmenter splits is still found by its bigrams', '被写界深度を設定します', ['被写', '写界', '界深', '深度']],
    ['camelCase identifiers are indexed whole and by part', 'Call setLocalPosition here', ['setlocalposition', 'set', 'local', 'position']],
    ['English terms are stemmed in the en locale', 'Writing shaders', ['writ', 'shader']],
  ])('%s', (_name, input, expected) => {
    const locale = /^[\x00-\x7f]+$/.test(input) ? 'en' : 'ja';
    expect(indexTerms(input, locale)).toEqual(expect.arrayContaining(expected));
  });

  it('produces every bigram of a query compound from a page that spells it inside a sentence', () => {
    const pageTerms = new Set(indexTerms('東京から新幹線に乗ります', 'ja'));
    for (const unit of parseQuery('新幹線', 'ja')) for (const term of unit.terms) expect(pageTerms.has(term)).toBe(true);
  });
});

describe('parseQuery', () => {
  it.each([
    ['drops particles and okurigana', '被写界深度を設定する', ['被写界深度', '設定']],
    ['keeps an all-hiragana query whole (unconverted input)', 'しぇーだー', ['シエダ']],
    ['splits kanji from katakana compounds', '剛体コンポーネント', ['剛体', 'コンポネント']],
    ['drops English stop words when something else remains', 'how to add a camera', ['add', 'camera']],
    ['keeps a lone stop word', 'the', ['the']],
    ['ignores regex characters', '.*(x)+[', ['x']],
    ['returns nothing for only spaces', '   ', []],
    ['returns nothing for emoji only', '🎮🚀', []],
  ])('%s', (_name, input, expected) => {
    expect(parseQuery(input, 'en').map((unit) => unit.word)).toEqual(expected);
  });

  it.each([
    ['the last Latin word being typed', 'came', true],
    ['a finished Latin word', 'camera ', false],
    ['a single kana', 'し', true],
  ])('treats %s as a prefix: %s', (_name, input, expected) => {
    expect(parseQuery(input, 'ja').at(-1)?.prefix).toBe(expected);
  });
});

describe('planQuery synonyms', () => {
  const words = (query: string, locale: string): string[][][] =>
    planQuery(query, locale).slots.map((slot) => slot.map((alternative) => alternative.map((unit) => unit.word)));

  it.each([
    ['シェーダー ↔ shader', 'シェーダー', 'ja', [[['シエダ'], ['shader']]]],
    ['shader ↔ シェーダー', 'shader ', 'ja', [[['shader'], ['シエダ']]]],
    ['エンティティ ↔ entity', 'エンティティ', 'ja', [[['エンテイテイ'], ['entity']]]],
    ['a word without synonyms stays alone', 'keepyup', 'en', [[['keepyup']]]],
  ])('%s', (_name, query, locale, expected) => {
    expect(words(query, locale)).toEqual(expected);
  });
});

describe('planQuery synonyms from the terms file', () => {
  const alternatives = (query: string, locale: string): string[] =>
    planQuery(query, locale).slots.flatMap((slot) => slot.map((alternative) => alternative.map((unit) => unit.word).join(' ')));

  it.each([
    ['剛体 finds its English names and the variant the terms file calls wrong', '剛体', 'ja', ['剛体', 'rigid body', 'rigidbody', 'リジツドボデイ']],
    ['a several-word English term finds the Japanese one', 'rigid body', 'en', ['rigid body', '剛体', 'rigidbody']],
    ['a search-only term finds its loanword', '力積', 'ja', ['力積', 'impulse', 'インパルス']],
  ])('%s', (_name, query, locale, expected) => {
    expect(alternatives(query, locale)).toEqual(expect.arrayContaining(expected));
  });

  it('leaves lint-only rules out of search (a body type is no synonym of "static")', () => {
    expect(alternatives('static', 'en')).toEqual(['static']);
  });

  it('splits a katakana compound of two terms into every pair of their names (コピーコンポーネント: Copy Component)', () => {
    expect(alternatives('コピーコンポーネント', 'ja')).toEqual(['コピコンポネント', 'コピ コンポネント', 'コピ component', 'copy コンポネント', 'copy component']);
  });

  it('counts the characters typed for a near synonym: キーボート (five, folded キボト) is one edit from キーボード', () => {
    expect(alternatives('キーボート', 'ja')).toEqual(expect.arrayContaining(['キボト', 'keyboard']));
  });

  it('marks the synonyms of a near word, which a word the index has drops', () => {
    const [slot] = planQuery('split', 'en').slots;
    expect(slot!.length).toBeGreaterThan(1);
    expect(isTypoAlternative(slot![0]!)).toBe(false);
    expect(slot!.slice(1).every((alternative) => isTypoAlternative(alternative))).toBe(true);
  });
});

describe('highlight and snippet', () => {
  const text = 'このページではシェーダー（Shader）の書き方を説明します。<script>alert(1)</script>';

  it('highlights kana-folded and synonym matches, long vowel included', () => {
    const ranges = findMatches(text, planQuery('しぇーだー', 'ja').units, 'ja');
    expect(highlight(text, ranges, TAGS)).toContain('<mark>シェーダー</mark>（<mark>Shader</mark>）');
  });

  it('escapes markup in the text around highlights', () => {
    const ranges = findMatches(text, planQuery('alert', 'ja').units, 'ja');
    const html = highlight(text, ranges, TAGS);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;<mark>alert</mark>');
  });

  it.each([
    ['Japanese counts segmenter words, not sentences', '今日はとても良い天気なので公園でシェーダーのサンプルを作ってから家に帰って夕食を食べてから本を読んで寝ます', 'シェーダー'],
    ['English counts words', 'one two three four five six seven eight nine ten eleven twelve shader thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty', 'shader'],
  ])('cuts a snippet of 10 words around the match: %s', (_name, input, query) => {
    const ranges = findMatches(input, planQuery(query, 'ja').units, 'ja');
    const result = snippet(input, ranges, 10, TAGS);
    expect(result).toContain('<mark>');
    expect(result).toMatch(/…$/);
    expect(result.replace(/<\/?mark>|…/g, '').length).toBeLessThan(input.length);
  });
});
