import MiniSearch, { type Query as MiniQuery } from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { indexTerms } from '../analyzer';
import { LocalIndex } from '../client/engine';
import { createLocalSearchClient, renameIndex, requestsOf } from '../client/searchClient';
import { boundedLevenshtein, InvertedIndex, type Query } from '../client/inverted';
import { expandPage, expandRecords, INDEX_FIELDS, INDEX_FORMAT_VERSION, META_FILE, pageFile, shardFile, type PageEntry } from '../client/records';
import { IndexStore, type ReadJson } from '../client/store';
import { decodeVarints, encodeVarints } from '../client/varint';
import { indexFiles } from '../indexer/files';
import { fieldsOf } from '../indexer/invert';

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

/** The files of an index of these pages, read from memory; small shards so that queries span several. */
function filesOf(pages: PageEntry[], locale = 'ja', shardChars = 300) {
  return indexFiles({ locale, docusaurusTag: 'docs-default-current', pages }, shardChars);
}

function readerOf(files: Map<string, string>, failing = new Set<string>()): ReadJson & { reads: string[] } {
  const reads: string[] = [];
  const read = async (file: string) => {
    reads.push(file);
    if (failing.has(file)) {
      failing.delete(file);
      throw new Error(`offline: ${file}`);
    }
    const text = files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(text) as unknown;
  };
  return Object.assign(read, { reads });
}

async function indexOf(pages: PageEntry[], locale = 'ja'): Promise<LocalIndex> {
  return LocalIndex.open(readerOf(filesOf(pages, locale).files));
}

/** The engine this index replaced, built from the same records: the reference for scores. */
function miniSearchOf(pages: PageEntry[], locale = 'ja'): MiniSearch {
  const mini = new MiniSearch({
    idField: 'id',
    fields: [...INDEX_FIELDS],
    tokenize: (text) => indexTerms(text, locale),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  const records = pages.flatMap((page) => expandPage(page, { locale, docusaurusTag: 'docs-default-current' }).map((record) => fieldsOf(record, page.k)));
  mini.addAll(records.map((fields, id) => ({ id, ...fields })));
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

describe('bounded edit distance (a swap of neighbours is one edit)', () => {
  it.each([
    ['shader', 'shader', 2, 0],
    ['shader', 'shadr', 2, 1],
    ['entity', 'entiti', 2, 1],
    ['component', 'compnent', 2, 1],
    ['camera', 'banana', 1, 2],
    ['shadows', 'shadwos', 2, 1],
    ['カメラ', 'カラメ', 2, 1],
  ])('%s → %s (max %i) is %i', (a, b, max, expected) => {
    expect(boundedLevenshtein(a, b, max)).toBe(expected);
  });
});

describe('the prebuilt inverted index', () => {
  const { meta, files } = filesOf(PAGES);
  const starts = Int32Array.from(PAGES.map((_, index) => expandRecords({ locale: 'ja', docusaurusTag: '', pages: PAGES.slice(0, index) }).length));
  const mini = miniSearchOf(PAGES);
  const boost = { title: 4, content: 1, context: 0.6 };
  const opened = IndexStore.open(readerOf(files)).then(async (store) => {
    await store.loadShards(Array.from({ length: meta.shards.length + 1 }, (_, shard) => shard));
    const source = { postings: (term: string) => store.postings(term), termsWithPrefix: (prefix: string) => store.termsWithPrefix(prefix), near: (term: string, max: number) => store.dictionary.near(term, max) };
    return { store, inverted: new InvertedIndex(source, { count: meta.count, avg: meta.avg, pageStarts: starts }) };
  });

  it.each<[string, Query]>([
    ['a bigram', 'カメ'],
    ['a katakana word and its bigrams', { combineWith: 'AND', queries: ['カメ', 'メラ'] }],
    ['a lone kanji as a prefix', { combineWith: 'AND', queries: ['投'], prefix: true }],
    ['a Latin prefix', { combineWith: 'OR', queries: ['orth'], prefix: true }],
    ['a fuzzy Latin word', { combineWith: 'OR', queries: ['shadr'], fuzzy: 1 }],
    ['the page title of a record (context) with its text', { combineWith: 'AND', queries: ['物理', '重力'] }],
    ['either of two words', { combineWith: 'OR', queries: ['重力', 'シエ'] }],
  ])('scores %s as MiniSearch did', async (_, query) => {
    const { inverted } = await opened;
    const fields = ['title', 'context', 'content'] as const;
    const expected = new Map(mini.search(query as MiniQuery, { fields: [...fields], boost }).map((result) => [result.id as number, result.score]));
    const actual = inverted.search(query, { fields, boost });
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, score] of actual) expect(score).toBeCloseTo(expected.get(id)!, 9);
    expect(actual.size).toBeGreaterThan(0);
  });

  it('stores the page title once per page, not once per record', async () => {
    const { store } = await opened;
    const context = INDEX_FIELDS.indexOf('context');
    const titleTerm = store.postings('物理')!;
    expect([...titleTerm[context]!.ids]).toEqual([1]);
    expect(meta.count).toBeGreaterThan(PAGES.length * 2);
  });

  it('splits the terms into shards and lists each shard once in the meta file', () => {
    expect(meta.shards.length).toBeGreaterThan(3);
    expect([...meta.shards].sort()).toEqual(meta.shards);
    expect(files.size).toBe(1 + meta.shards.length + 1 + PAGES.length);
  });
});

describe('local searches', () => {
  const opened = indexOf(PAGES);

  it('finds a katakana word typed in hiragana and highlights it', async () => {
    const response = await (await opened).search({ query: 'かめら', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(response.hits[0]?.url_without_anchor).toBe('/ja/tutorials/basic-cameras/');
    expect(response.hits.some((hit) => hit._highlightResult.content.value.includes('<mark>カメラ</mark>'))).toBe(true);
  });

  it('keeps only the pages of the requested language', async () => {
    const index = await opened;
    expect((await index.search({ query: 'カメラ', facetFilters: ['language:en'] })).nbHits).toBe(0);
    expect((await index.search({ query: 'カメラ', facetFilters: ['language:ja'] })).nbHits).toBeGreaterThan(0);
  });

  it('returns only the hits the modal shows (maxHitsPerGroup per lvl0) and counts them all', async () => {
    const index = await opened;
    const all = await index.search({ query: '投影', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const trimmed = await index.search({ query: '投影', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }, { maxHitsPerGroup: 1 });
    expect(trimmed.nbHits).toBe(all.nbHits);
    const firstOfEachGroup = all.hits.filter((hit, i) => all.hits.findIndex((other) => other.hierarchy.lvl0 === hit.hierarchy.lvl0) === i);
    expect(all.hits.length).toBeGreaterThan(firstOfEachGroup.length);
    expect(trimmed.hits).toEqual(firstOfEachGroup);
  });

  it('expands records lazily and agrees with the full expansion', async () => {
    const records = expandRecords({ locale: 'ja', docusaurusTag: 'docs-default-current', pages: PAGES });
    const index = await opened;
    expect(index.size).toBe(records.length);
    expect(await index.allRecords()).toEqual(records);
  });

  it('ranks a title made of the query words alone above longer titles that contain them', async () => {
    const page = (u: string, title: string, text: string): PageEntry => ({ u, h: ['Manual', title], s: [{ a: '', l: 1, h: '', c: [text] }] });
    const index = await indexOf(
      [
        page('/light-probes/', 'Light Probes', 'Light, light and light again: probes capture the light around them.'),
        page('/light-estimation/', 'Light Estimation', 'Estimate the light of the room from the camera image, light by light.'),
        page('/light/', 'Light', 'The component that adds a light to an entity.'),
      ],
      'en',
    );
    const { hits } = await index.search({ query: 'light', hitsPerPage: 3 });
    expect(hits[0]?.url).toBe('/light/');
  });

  it('rejects an index of another format version', async () => {
    const { files } = filesOf(PAGES);
    files.set(META_FILE, JSON.stringify({ ...JSON.parse(files.get(META_FILE)!), version: 2 }));
    await expect(LocalIndex.open(readerOf(files))).rejects.toThrow(`index format 2, expected ${INDEX_FORMAT_VERSION}`);
  });
});

describe('loading only what a query needs', () => {
  it('fetches the meta file on open, then only the shards of the query and the pages of its hits', async () => {
    const { meta, files } = filesOf(PAGES);
    const read = readerOf(files);
    const index = await LocalIndex.open(read);
    expect(read.reads).toEqual([META_FILE]);
    const response = await index.search({ query: '重力' });
    expect(response.hits[0]?.url_without_anchor).toBe('/ja/user-manual/editor/interface/settings/physics/');
    const shards = read.reads.filter((file) => /\/t\d+\.json$/.test(file));
    const pages = read.reads.filter((file) => /\/p\d+-\d+\.json$/.test(file));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(meta.shards.length + 1);
    expect(pages).toEqual([pageFile(meta.key, 1)]);
    // Asked again: nothing new is fetched.
    const before = read.reads.length;
    await index.search({ query: '重力' });
    expect(read.reads.length).toBe(before);
  });

  it('scores the same whatever the shard size', async () => {
    const small = await LocalIndex.open(readerOf(filesOf(PAGES, 'ja', 100).files));
    const one = await LocalIndex.open(readerOf(filesOf(PAGES, 'ja', 1e9).files));
    for (const query of ['カメラ 投影', 'shadr', '物理 重力', '投']) {
      const [a, b] = await Promise.all([small.search({ query }), one.search({ query })]);
      expect(a.hits.map((hit) => hit.objectID), query).toEqual(b.hits.map((hit) => hit.objectID));
    }
  });

  it('matches a synonym the dictionary has as a word whole, without fetching the shards of its bigrams', async () => {
    const pages: PageEntry[] = [...PAGES, { u: '/ja/user-manual/physics/rigid-bodies/', h: ['ユーザーマニュアル', 'リジッドボディの設定'], s: [{ a: '', l: 1, h: '', c: ['リジッドボディを追加します。'] }] }];
    // One term per shard: every term a query reads is a file of its own.
    const { meta, files } = filesOf(pages, 'ja', 1);
    const read = readerOf(files);
    const index = await LocalIndex.open(read);
    const response = await index.search({ query: '剛体' });
    expect(response.hits.map((hit) => hit.url_without_anchor)).toContain('/ja/user-manual/physics/rigid-bodies/');
    const store = await IndexStore.open(readerOf(files));
    const bigramShards = ['リジ', 'ジツ', 'ツド', 'ドボ', 'ボデ', 'デイ'].map((term) => shardFile(meta.key, store.shardOf(term)));
    expect(read.reads).toContain(shardFile(meta.key, store.shardOf('リジツドボデイ')));
    expect(read.reads.filter((file) => bigramShards.includes(file))).toEqual([]);
    // Typed by the reader, the same word is matched by its bigrams (inside longer words too).
    expect((await index.search({ query: 'リジッド' })).hits.map((hit) => hit.url_without_anchor)).toContain('/ja/user-manual/physics/rigid-bodies/');
  });

  it('splits long pages into parts between sections, and a hit fetches only its part', async () => {
    // Parts of at most 150 characters: the cameras page is three parts, its fov section the last.
    const { meta, files } = indexFiles({ locale: 'ja', docusaurusTag: 'docs-default-current', pages: PAGES }, 300, 150);
    expect([...files.keys()].filter((file) => file.startsWith(`${meta.key}/p0-`))).toHaveLength(3);
    const read = readerOf(files);
    const index = await LocalIndex.open(read);
    const { hits } = await index.search({ query: '視野角' });
    expect(hits[0]?.url).toBe('/ja/tutorials/basic-cameras/#fov');
    // The record of a later part keeps its place in the page and the headings above it.
    expect(hits.find((hit) => hit.type === 'content')).toMatchObject({ hierarchy: { lvl1: '基本的なカメラ', lvl2: '平行投影カメラ', lvl3: '視野角' }, objectID: '/ja/tutorials/basic-cameras/#fov:6' });
    expect(read.reads.filter((file) => file.includes('/p'))).toEqual([pageFile(meta.key, 0, 2)]);
    // Whole again, the parts are the pages, and their records those of the whole pages.
    expect(await index.pages()).toEqual(PAGES);
    expect(await index.allRecords()).toEqual(expandRecords({ locale: 'ja', docusaurusTag: 'docs-default-current', pages: PAGES }));
  });

  it('answers with the hits of the first files, then says when the whole answer is ready', async () => {
    // One part per section: the hits of カメラ are in four files.
    const { files } = indexFiles({ locale: 'ja', docusaurusTag: 'docs-default-current', pages: PAGES }, 300, 1);
    const whole = await (await LocalIndex.open(readerOf(files))).search({ query: 'カメラ' });
    const read = readerOf(files);
    const index = await LocalIndex.open(read);
    let completed = 0;
    const first = await index.search({ query: 'カメラ' }, { firstAnswerFiles: 2, onComplete: () => (completed += 1) });
    expect(new Set(whole.hits.map((hit) => hit.objectID.split(':')[0])).size).toBeGreaterThan(2);
    expect(first.nbHits).toBe(whole.nbHits);
    expect(first.hits.length).toBeGreaterThan(0);
    expect(first.hits).toEqual(whole.hits.slice(0, first.hits.length));
    await vi.waitFor(() => expect(completed).toBe(1));
    const again = await index.search({ query: 'カメラ' }, { firstAnswerFiles: 2, onComplete: () => (completed += 1) });
    expect(again.hits).toEqual(whole.hits);
    expect(completed).toBe(1);
  });

  it('rejects when a shard cannot be fetched, and fetches it again on the next search', async () => {
    const { meta, files } = filesOf(PAGES, 'ja', 1e9);
    const index = await LocalIndex.open(readerOf(files, new Set([shardFile(meta.key, 0)])));
    await expect(index.search({ query: 'カメラ' })).rejects.toThrow(/offline/);
    expect((await index.search({ query: 'カメラ' })).nbHits).toBeGreaterThan(0);
  });
});

describe('pages of the libraries beside the engine', () => {
  const pages: PageEntry[] = [
    { u: '/ja/user-manual/playcanvas-react/api/light/', h: ['PlayCanvas React', '<Light/>'], s: [{ a: '', l: 1, h: '', c: ['ライトの色と影を設定します。'] }] },
    { u: '/ja/user-manual/graphics/lighting/', h: ['グラフィックス', 'ライトの設定'], s: [{ a: '', l: 1, h: '', c: ['ライトの色と影を設定します。'] }] },
  ];
  const opened = indexOf(pages);

  it('rank below the engine pages for the same words', async () => {
    const hits = (await (await opened).search({ query: 'ライト 影' })).hits.map((hit) => hit.url_without_anchor);
    expect(hits[0]).toBe('/ja/user-manual/graphics/lighting/');
  });

  it('keep their rank when the reader types their title', async () => {
    expect((await (await opened).search({ query: '<Light/>' })).hits[0]?.url_without_anchor).toBe('/ja/user-manual/playcanvas-react/api/light/');
  });
});

describe('forgiving queries', () => {
  const pages: PageEntry[] = [
    ...PAGES,
    {
      u: '/ja/user-manual/physics/collision/',
      h: ['ユーザーマニュアル', 'コリジョン'],
      s: [{ a: '', l: 1, h: '', c: ['コリジョンの形はボックスやカプセルから選びます。', 'バリアントごとにウインドウを分けます。'] }],
      k: ['当たり判定', 'hitbox'],
    },
    {
      u: '/ja/user-manual/graphics/lighting/',
      h: ['ユーザーマニュアル', 'ライティング'],
      s: [{ a: '', l: 1, h: '', c: ['directional lights cast shadows over the whole scene.', 'ambient occlusion darkens corners.', 'a mesh instance is drawn per entitiy.'] }],
    },
  ];
  const opened = indexOf(pages);
  const firstPage = async (query: string) => (await (await opened).search({ query })).hits[0]?.url_without_anchor;

  it.each([
    ['a Latin word with one typo (4+ letters)', 'shadwos', '/ja/user-manual/graphics/lighting/'],
    ['a Latin word with two typos (8+ letters)', 'ambiant occlsion', '/ja/user-manual/graphics/lighting/'],
    ['a katakana word with one typo', 'コリジュン', '/ja/user-manual/physics/collision/'],
    ['a katakana word with a long vowel more', 'コリージョン', '/ja/user-manual/physics/collision/'],
    ['ヴァ for バ', 'ヴァリアント', '/ja/user-manual/physics/collision/'],
    ['a small kana for a large one', 'ウィンドウ', '/ja/user-manual/physics/collision/'],
    ['a word the page lists as a keyword', '当たり判定', '/ja/user-manual/physics/collision/'],
    ['a half-typed Latin word', 'directi', '/ja/user-manual/graphics/lighting/'],
    ['a three-letter typo, when nothing matches exactly', 'fob', '/ja/tutorials/basic-cameras/'],
  ])('finds %s: %s', async (_, query, page) => {
    expect(await firstPage(query)).toBe(page);
  });

  it('ranks exact matches above near ones', async () => {
    // The cameras page has エンティティ (the terms file's Japanese for "entity", matched exactly);
    // the lighting page only the misspelling "entitiy", one edit away.
    const response = await (await opened).search({ query: 'entity ' });
    expect([...new Set(response.hits.map((hit) => hit.url_without_anchor))]).toEqual(['/ja/tutorials/basic-cameras/', '/ja/user-manual/graphics/lighting/']);
  });

  it('does not forgive a typo in a word shorter than four letters when an exact match exists', async () => {
    const response = await (await opened).search({ query: 'fov' });
    expect(new Set(response.hits.map((hit) => hit.url_without_anchor))).toEqual(new Set(['/ja/tutorials/basic-cameras/']));
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

describe('the local search client', () => {
  it('runs a search asked again while it runs once, and tells which query an answer cut short was for', async () => {
    // One part per section, so カメラ's hits are in more files than the first answer waits for.
    const index = await LocalIndex.open(readerOf(indexFiles({ locale: 'ja', docusaurusTag: 'docs-default-current', pages: PAGES }, 300, 1).files));
    const search = vi.spyOn(index, 'search');
    const completed: string[] = [];
    const client = createLocalSearchClient(async () => index, { firstAnswerFiles: 1, onComplete: (query) => completed.push(query) });
    const request = { requests: [{ indexName: 'docs', query: 'カメラ' }] };
    const [a, b] = await Promise.all([client.search(request), client.search(request)]);
    expect(a).toBe(b);
    expect(search).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(completed).toEqual(['カメラ']));
    // Once answered, the same search runs again (the whole answer, now that every file is here).
    const whole = await client.search(request);
    expect(search).toHaveBeenCalledTimes(2);
    expect(whole.results[0]!.hits.length).toBeGreaterThan(a.results[0]!.hits.length);
  });
});
