import MiniSearch, { type Query as MiniQuery } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexTerms } from '../analyzer';
import { LocalIndex } from '../client/engine';
import { renameIndex, requestsOf } from '../client/searchClient';
import { boundedLevenshtein, InvertedIndex, type Query } from '../client/inverted';
import { expandRecords, INDEX_FIELDS, INDEX_FORMAT_VERSION, type IndexFile, type PageEntry } from '../client/records';
import { decodeVarints, encodeVarints } from '../client/varint';
import { fieldsOf, invertRecords } from '../indexer/invert';

const PAGES: PageEntry[] = [
  {
    u: '/ja/tutorials/basic-cameras/',
    h: ['チュートリアル', '基本的なカメラ'],
    s: [
      { a: '', l: 1, h: '', c: ['カメラはシーンを描画する視点です。透視投影と平行投影があります。'] },
      { a: 'orthographic', l: 2, h: '平行投影カメラ', c: ['平行投影では遠くのエンティティも同じ大きさで描画されます。', 'orthoHeight で高さを設定します。'] },
      { a: 'fov', l: 3, h: '視野角', c: ['視野角 (fov) を大きくすると広い範囲が見えます。'] },
    ],
  },
  {
    u: '/ja/user-manual/editor/interface/settings/physics/',
    h: ['ユーザーマニュアル', '物理設定'],
    s: [
      { a: '', l: 1, h: '', c: ['剛体 (rigidbody) とコリジョンを使うには物理エンジンを読み込みます。'] },
      { a: 'gravity', l: 2, h: '重力', c: ['重力の向きと強さをシーンごとに設定します。カメラには影響しません。'] },
    ],
  },
  {
    u: '/ja/shader-editor/',
    h: ['シェーダーエディター', 'シェーダーエディター'],
    s: [{ a: '', l: 1, h: '', c: ['シェーダーエディターでマテリアルのシェーダーをノードで組み立てます。', 'shader graphs and materials'] }],
  },
];

function fileOf(pages: PageEntry[], locale = 'ja'): IndexFile {
  const source = { locale, docusaurusTag: 'docs-default-current', pages };
  return { version: INDEX_FORMAT_VERSION, ...source, index: invertRecords(expandRecords(source), locale) };
}

/** The engine this index replaced, built from the same records: the reference for scores. */
function miniSearchOf(file: IndexFile): MiniSearch {
  const mini = new MiniSearch({
    idField: 'id',
    fields: [...INDEX_FIELDS],
    tokenize: (text) => indexTerms(text, file.locale),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  mini.addAll(expandRecords(file).map((record, id) => ({ id, ...fieldsOf(record) })));
  return mini;
}

describe('varints', () => {
  it.each([[[0]], [[31, 32, 33]], [[1023, 1024, 32767, 32768]], [[2 ** 31 + 5, 0, 7]], [[]]])('round-trip %j', (values) => {
    expect(decodeVarints(encodeVarints(values))).toEqual(values);
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeVarints('A"B')).toThrow(SyntaxError);
  });
});

describe('bounded Levenshtein distance', () => {
  it.each([
    ['shader', 'shader', 2, 0],
    ['shader', 'shadr', 2, 1],
    ['entity', 'entiti', 2, 1],
    ['component', 'compnent', 2, 1],
    ['camera', 'banana', 1, 2],
  ])('%s → %s (max %i) is %i', (a, b, max, expected) => {
    expect(boundedLevenshtein(a, b, max)).toBe(expected);
  });
});

describe('the prebuilt inverted index', () => {
  const file = fileOf(PAGES);
  const starts = Int32Array.from(PAGES.map((_, index) => expandRecords({ ...file, pages: PAGES.slice(0, index) }).length));
  const inverted = new InvertedIndex(file.index, starts);
  const mini = miniSearchOf(file);
  const boost = { title: 4, content: 1, context: 0.6 };

  it.each<[string, Query]>([
    ['a bigram', 'カメ'],
    ['a katakana word and its bigrams', { combineWith: 'AND', queries: ['カメ', 'メラ'] }],
    ['a lone kanji as a prefix', { combineWith: 'AND', queries: ['投'], prefix: true }],
    ['a Latin prefix', { combineWith: 'OR', queries: ['orth'], prefix: true }],
    ['a fuzzy Latin word', { combineWith: 'OR', queries: ['shadr'], fuzzy: 0.2 }],
    ['the page title of a record (context) with its text', { combineWith: 'AND', queries: ['物理', '重力'] }],
    ['either of two words', { combineWith: 'OR', queries: ['重力', 'シェ'] }],
  ])('scores %s as MiniSearch did', (_, query) => {
    const fields = ['title', 'context', 'content'] as const;
    const expected = new Map(mini.search(query as MiniQuery, { fields: [...fields], boost }).map((result) => [result.id as number, result.score]));
    const actual = inverted.search(query, { fields, boost });
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, score] of actual) expect(score).toBeCloseTo(expected.get(id)!, 9);
    expect(actual.size).toBeGreaterThan(0);
  });

  it('stores the page title once per page, not once per record', () => {
    const contextPostings = file.index.terms.filter((_, termIndex) => {
      const values = decodeVarints(file.index.postings[termIndex]!);
      return values[1 + values[0]! * 2] !== undefined;
    });
    expect(contextPostings.length).toBeGreaterThan(0);
    expect(decodeVarints(file.index.lengths[1]!)).toHaveLength(PAGES.length);
  });
});

describe('local searches', () => {
  const index = new LocalIndex(fileOf(PAGES));

  it('finds a katakana word typed in hiragana and highlights it', () => {
    const response = index.search({ query: 'かめら', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(response.hits[0]?.url_without_anchor).toBe('/ja/tutorials/basic-cameras/');
    expect(response.hits.some((hit) => hit._highlightResult.content.value.includes('<mark>カメラ</mark>'))).toBe(true);
  });

  it('keeps only the pages of the requested language', () => {
    expect(index.search({ query: 'カメラ', facetFilters: ['language:en'] }).nbHits).toBe(0);
    expect(index.search({ query: 'カメラ', facetFilters: ['language:ja'] }).nbHits).toBeGreaterThan(0);
  });

  it('highlights only the hits the modal shows (maxHitsPerGroup per lvl0)', () => {
    const all = index.search({ query: '投影', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const trimmed = index.search({ query: '投影', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }, { maxHitsPerGroup: 1 });
    expect(trimmed.nbHits).toBe(all.nbHits);
    expect(trimmed.hits.map((hit) => hit.objectID)).toEqual(all.hits.map((hit) => hit.objectID));
    const marked = trimmed.hits.filter((hit) => JSON.stringify(hit._highlightResult).includes('<mark>'));
    expect(marked).toHaveLength(1);
    expect(all.hits.filter((hit) => JSON.stringify(hit._highlightResult).includes('<mark>')).length).toBeGreaterThan(1);
  });

  it('expands records lazily and agrees with the full expansion', () => {
    const records = expandRecords(fileOf(PAGES));
    expect(index.size).toBe(records.length);
    records.forEach((record, id) => expect(index.record(id)).toEqual(record));
  });

  it('rejects an index file of another format version', () => {
    expect(() => new LocalIndex({ ...fileOf(PAGES), version: 1 as never })).toThrow(/index format/);
  });
});

describe('hosted requests', () => {
  it('send the hosted index name whatever per-locale name keys the recent searches', () => {
    const requests = requestsOf({ requests: [{ indexName: 'docs-ja', query: 'カメラ' }, { indexName: 'other', query: 'x' }] });
    expect(renameIndex(requests, 'docs-ja', 'docs')).toEqual([
      { indexName: 'docs', query: 'カメラ' },
      { indexName: 'other', query: 'x' },
    ]);
    expect(requestsOf([{ indexName: 'a' }])).toEqual([{ indexName: 'a' }]);
  });
});
