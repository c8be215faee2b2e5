import { findMatches, highlight, isTypoAlternative, parseQuery, planQuery, snippet, type HighlightTags, type QueryPlan, type QuerySlot, type QueryUnit, type Range } from '../analyzer';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, MAX_QUERY_LENGTH } from './constants';
import { InvertedIndex, type Query, type Requirements, type Scores, type TypedTitles } from './inverted';
import { expandPage, INDEX_FIELDS, joinParts, type DocSearchRecord, type IndexField, type PageEntry } from './records';
import { IndexStore, partKey, type FieldPostings, type PartRef, type ReadJson } from './store';
import { decodeVarints } from './varint';
import { FIRST_CJK, isDictionaryWord, typoTolerance } from './words';


/**
 * Relative weights of a record's fields: its own heading counts most, its ancestors least; the
 * page's keywords (other names of its topic) count as much as a heading of the page.
 */
const FIELD_BOOSTS = { title: 4, content: 1, context: 0.6, keywords: 3 };
const PAGE_TITLE_BOOST = 1.5;
/**
 * A title made of the query's words and nothing else ("Light" for `light`, not "Light Estimation")
 * scores this many times more, as Algolia ranks an exact match of an attribute first.
 */
const EXACT_TITLE_BOOST = 3;
/** The score factor of a page one rank step below the rest (records.ts pageRankOf: the libraries' sections). */
const LIBRARY_PAGE_FACTOR = 0.5;

/** The parameters of one Algolia request that a local search honours. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

/** Algolia facet filters: AND of entries, an array entry is an OR; `attr:value`, `-attr:value` negates. */
export type FacetFilters = string | readonly (string | readonly string[])[];

interface AttributeResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

type HierarchyResult = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', AttributeResult>;

/** A DocSearch hit: the record plus highlight and snippet results, as Algolia returns them. */
export type SearchHit = Omit<DocSearchRecord, 'weight'> & {
  _highlightResult: { hierarchy: HierarchyResult; content: AttributeResult; hierarchy_camel: HierarchyResult[] };
  _snippetResult: { hierarchy: HierarchyResult; content: AttributeResult };
};

/** The fields of Algolia's search response that DocSearch and the search page read. */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Options of a search that are not part of Algolia's request. */
export interface LocalSearchOptions {
  /** Absolute-URL prefix of hit URLs (DocSearch needs absolute URLs). */
  origin?: string;
  /**
   * DocSearch's modal keeps only this many hits per lvl0 group and drops the rest: those are left
   * out of `hits` (and their pages not fetched); `nbHits` still counts them.
   */
  maxHitsPerGroup?: number;
  /**
   * Answer once this many page files (the first ones the hits need, in rank order) have arrived:
   * the hits that come before any other file's, in rank order. The rest follow in
   * {@link onComplete}. On a slow network every file more in the wait is a round trip (six at a
   * time over HTTP/1.1) and the bytes of pages the reader may never scroll to.
   */
  firstAnswerFiles?: number;
  /** Called, once, when an answer cut short by {@link firstAnswerFiles} could now be given whole. */
  onComplete?: () => void;
}

/**
 * A locale's search index: the meta file in memory, term shards and page files fetched as
 * queries need them ({@link IndexStore}). Loading analyses no text; records are expanded per
 * page only when shown.
 */
export class LocalIndex {
  readonly locale: string;
  private readonly store: IndexStore;
  private readonly inverted: InvertedIndex;
  /** First record id of each page (ascending), to find a record's page. */
  private readonly pageStarts: Int32Array;
  /** Per record, DocSearch's weight.level (100 - 10 × level for headings, 0 for text). */
  private readonly levels: Int8Array;
  /** Per page, its lvl0's position in the meta file's groups. */
  private readonly pageGroups: Int32Array;
  /** Per page, the factor its records' scores are multiplied by ({@link LIBRARY_PAGE_FACTOR} per rank step). */
  private readonly pageFactors: Float64Array;
  /** Per page, where its parts begin in {@link partStarts} (one more entry than pages). */
  private readonly pagePartsAt: Int32Array;
  /** Per part of every page, page after page, the id of its first record. */
  private readonly partStarts: Int32Array;
  private readonly partRecords = new Map<string, DocSearchRecord[]>();

  constructor(store: IndexStore) {
    const { meta } = store;
    this.store = store;
    this.locale = meta.locale;
    this.pageStarts = new Int32Array(meta.pages);
    this.levels = new Int8Array(meta.count);
    const layout = decodeVarints(meta.layout);
    const parts = decodeVarints(meta.parts);
    this.pagePartsAt = new Int32Array(meta.pages + 1);
    const partStarts: number[] = [];
    let at = 0;
    let partAt = 0;
    let id = 0;
    for (let page = 0; page < meta.pages; page += 1) {
      this.pageStarts[page] = id;
      this.pagePartsAt[page] = partStarts.length;
      partStarts.push(id);
      const laterParts = parts.slice(partAt + 1, partAt + 1 + (parts[partAt] ?? 0));
      partAt += 1 + laterParts.length;
      this.levels[id] = 90;
      id += 1;
      const sections = layout[at++] ?? 0;
      for (let section = 0; section < sections; section += 1) {
        if (laterParts.includes(section)) partStarts.push(id);
        const level = layout[at++]!;
        const blocks = layout[at++]!;
        if (level >= 2 && level <= 6) {
          this.levels[id] = 100 - level * 10;
          id += 1;
        }
        id += blocks;
      }
    }
    this.pagePartsAt[meta.pages] = partStarts.length;
    this.partStarts = Int32Array.from(partStarts);
    if (id !== meta.count || at !== layout.length) throw new Error(`index has ${meta.count} records, its layout ${id}`);
    if (partAt !== parts.length) throw new Error(`index has ${meta.pages} pages, its parts list another number`);
    this.pageGroups = Int32Array.from(decodeVarints(meta.pageGroups));
    if (this.pageGroups.length !== meta.pages) throw new Error(`index has ${meta.pages} pages, its groups ${this.pageGroups.length}`);
    this.pageFactors = Float64Array.from(decodeVarints(meta.pageRanks), (steps) => LIBRARY_PAGE_FACTOR ** steps);
    if (this.pageFactors.length !== meta.pages) throw new Error(`index has ${meta.pages} pages, its ranks ${this.pageFactors.length}`);
    this.inverted = new InvertedIndex(
      { postings: (term) => store.postings(term), termsWithPrefix: (prefix) => store.termsWithPrefix(prefix), near: (term, max) => store.dictionary.near(term, max) },
      { count: meta.count, avg: meta.avg, pageStarts: this.pageStarts },
    );
  }

  /** Opens a locale's index: reads its meta file only. */
  static async open(read: ReadJson): Promise<LocalIndex> {
    return new LocalIndex(await IndexStore.open(read));
  }

  /**
   * Pays the one-time set-up costs of a search (the word segmenter, the synonym table, the
   * dictionary's length buckets) without fetching anything. Call it once the index is open.
   */
  warmUp(): void {
    const sample = this.locale === 'ja' ? 'シェーダーの設定を変える' : 'shader settings';
    const plan = planQuery(sample, this.locale);
    this.store.dictionary.near(plan.units[0]?.word ?? 'shader', 1);
    // The first search otherwise pays for compiling the query evaluator and the text functions
    // (about a quarter of its time in Chromium): run them once on two made-up records.
    const postings: FieldPostings[] = INDEX_FIELDS.map(() => ({ ids: Int32Array.of(0, 1), freqs: Int32Array.of(1, 2), lengths: Int32Array.of(3, 4) }));
    const probe = new InvertedIndex({ postings: () => postings, termsWithPrefix: () => [], near: () => [] }, { count: 3, avg: INDEX_FIELDS.map(() => 1), pageStarts: Int32Array.of(0, 2) });
    probe.search({ combineWith: 'AND', queries: this.slotQueries(plan, false) }, { fields: INDEX_FIELDS, boost: FIELD_BOOSTS }, new Set());
    const page: PageEntry = { u: '/', h: [sample, sample], s: [{ a: '', l: 1, h: '', c: [sample] }] };
    const [record] = expandPage(page, { locale: this.locale, docusaurusTag: '' });
    const ranges = findMatches(record?.hierarchy.lvl1 ?? sample, plan.units, this.locale);
    highlight(sample, ranges, { pre: '<em>', post: '</em>' });
    snippet(sample, ranges, DEFAULT_SNIPPET_WORDS, { pre: '<em>', post: '</em>' });
  }

  /** Number of pages. */
  get pageCount(): number {
    return this.pageStarts.length;
  }

  /** Number of records. */
  get size(): number {
    return this.levels.length;
  }

  /** Number of term shards fetched so far. */
  get loadedShards(): number {
    return this.store.loadedShards;
  }

  /** Every record, in id order, fetching every page (for tools, not for the browser's searches). */
  async allRecords(): Promise<DocSearchRecord[]> {
    const parts = this.allParts();
    await this.store.loadParts(parts);
    return parts.flatMap((ref) => this.recordsOfPart(ref));
  }

  /** Every page, fetching them all (for tools). */
  async pages(): Promise<PageEntry[]> {
    const pages = Array.from({ length: this.pageCount }, (_, page) => page);
    await this.store.loadParts(this.allParts());
    return pages.map((page) => joinParts(this.partsOf(page).map((ref) => this.store.part(ref))));
  }

  /** Paths of the indexed pages (with the locale's base URL), fetching every page (for tools). */
  async pageUrls(): Promise<string[]> {
    return (await this.pages()).map((page) => page.u);
  }

  /** The DocSearch facet value of every page. */
  get docusaurusTag(): string {
    return this.store.meta.docusaurusTag;
  }

  /**
   * Runs one Algolia-shaped request, fetching the shards and pages it needs. Never rejects on
   * odd input (markup, regex characters, emoji); rejects when a file cannot be fetched.
   * `options` may be the origin alone.
   */
  async search(request: SearchRequest, options: LocalSearchOptions | string = {}): Promise<SearchResponse> {
    const { origin = '', maxHitsPerGroup, firstAnswerFiles, onComplete } = typeof options === 'string' ? { origin: options } : options;
    const started = performance.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clamp(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const plan = this.withCompoundSplits(planQuery(query, this.locale));
    // Every record of the index shares its language and tag: the facets keep all of them or none.
    const facets = { language: this.locale, docusaurus_tag: this.store.meta.docusaurusTag };
    const matching = passesFacets(facets, request.facetFilters) ? await this.match(plan) : [];
    let shownIds = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    if (maxHitsPerGroup !== undefined) {
      // The modal drops the hits past the first few of each lvl0: they are left out here, so their
      // page files (one request each) are not fetched; nbHits still counts them.
      const counts = new Map<number, number>();
      shownIds = shownIds.filter((id) => {
        const group = this.pageGroups[this.pageOf(id)]!;
        const count = counts.get(group) ?? 0;
        counts.set(group, count + 1);
        return count < maxHitsPerGroup;
      });
    }
    shownIds = await this.loadShownParts(shownIds, firstAnswerFiles, onComplete);
    const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
    const snippetWords = snippetLengths(request.attributesToSnippet);
    const matcher = new TextMatcher(plan, this.locale);
    const hits = shownIds.map((id) => this.toHit(this.record(id), plan, matcher, tags, snippetWords, request.snippetEllipsisText ?? '…', origin));
    return {
      hits,
      nbHits: matching.length,
      page,
      nbPages: Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      index: request.indexName ?? '',
      exhaustiveNbHits: true,
    };
  }

  /**
   * Fetches the page parts of the hits and returns the hits that can be shown: all of them, or
   * with `firstFiles`, those before the first hit of a part past the first `firstFiles` parts,
   * once those are here (the rest are fetched next; `onComplete` says when they are).
   */
  private async loadShownParts(shownIds: number[], firstFiles: number | undefined, onComplete: (() => void) | undefined): Promise<number[]> {
    const shownRefs = shownIds.map((id) => this.partOf(id));
    const refs = [...new Map(shownRefs.map((ref) => [partKey(ref), ref])).values()];
    if (firstFiles === undefined || refs.length <= firstFiles || refs.every((ref) => this.store.hasPart(ref))) {
      await this.store.loadParts(refs);
      return shownIds;
    }
    const first = refs.slice(0, firstFiles);
    await this.store.loadParts(first);
    // Only now: on a slow network they would share its bandwidth with the first answer's files.
    // And in a task of their own, once the first answer is drawn: each fetch() costs the main
    // thread a millisecond or two. A failure is the next search's to report (it fetches them again).
    setTimeout(() => void this.store.loadParts(refs).then(() => onComplete?.(), () => undefined), 0);
    const firstKeys = new Set(first.map(partKey));
    const cut = shownRefs.findIndex((ref) => !firstKeys.has(partKey(ref)));
    return shownIds.slice(0, cut);
  }

  /** The parts of a page. */
  private partsOf(page: number): PartRef[] {
    return Array.from({ length: this.pagePartsAt[page + 1]! - this.pagePartsAt[page]! }, (_, part) => ({ page, part }));
  }

  /** Every part of every page, in order. */
  private allParts(): PartRef[] {
    return Array.from({ length: this.pageCount }, (_, page) => this.partsOf(page)).flat();
  }

  /** The part of a record id. */
  private partOf(id: number): PartRef {
    const page = this.pageOf(id);
    let part = this.pagePartsAt[page + 1]! - this.pagePartsAt[page]! - 1;
    while (part > 0 && this.partStarts[this.pagePartsAt[page]! + part]! > id) part -= 1;
    return { page, part };
  }

  /** The page of a record id. */
  private pageOf(id: number): number {
    let low = 0;
    let high = this.pageStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.pageStarts[middle]! <= id) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The record of an id; its part must have been fetched (it has, for every hit returned). */
  record(id: number): DocSearchRecord {
    const ref = this.partOf(id);
    return this.recordsOfPart(ref)[id - this.partStarts[this.pagePartsAt[ref.page]! + ref.part]!]!;
  }

  private recordsOfPart(ref: PartRef): DocSearchRecord[] {
    const key = partKey(ref);
    let records = this.partRecords.get(key);
    if (!records) {
      const { locale, docusaurusTag } = this.store.meta;
      this.partRecords.set(key, (records = expandPage(this.store.part(ref), { locale, docusaurusTag })));
    }
    return records;
  }

  /** Fetches the shards of what the queries read. */
  private async load(queries: readonly Query[], fields: readonly IndexField[]): Promise<void> {
    const needed: Requirements = { terms: new Set(), prefixes: new Set() };
    for (const query of queries) this.inverted.requirements(query, { fields, boost: FIELD_BOOSTS }, needed);
    const shards = [...needed.terms].map((term) => this.store.shardOf(term));
    for (const prefix of needed.prefixes) shards.push(...this.store.shardsWithPrefix(prefix));
    await this.store.loadShards(shards);
  }

  /**
   * The plan with one more alternative for each katakana compound the dictionary knows as two
   * words (クリックメニュー also matches クリック … メニュー): readers join loanwords that a page
   * keeps apart (右クリックの…コンテキストメニュー).
   */
  private withCompoundSplits(plan: QueryPlan): QueryPlan {
    const slots = plan.slots.map((slot): QuerySlot => {
      const [typed] = slot;
      if (typed?.length !== 1 || typed[0]!.kind !== 'cjk') return slot;
      const split = this.store.dictionary.splitCompound(typed[0]!.word);
      return split ? [...slot, split.flatMap((part) => parseQuery(`${part} `, this.locale))] : slot;
    });
    return { slots, units: slots.flat(2) };
  }

  /**
   * Record ids matching the plan, best first. All slots must match; if none does, any slot may;
   * if still none does, words of three or more letters may have one typo (the closest matches
   * rather than no results).
   */
  private async match(typedPlan: QueryPlan): Promise<number[]> {
    if (typedPlan.slots.length === 0) return [];
    // A word the index has is no typo: the synonyms of a word near it do not stand in for it.
    const slots = typedPlan.slots.map((slot): QuerySlot => {
      const [typed] = slot;
      const known = typed?.length === 1 && isDictionaryWord(typed[0]!.word) && this.store.dictionary.has(typed[0]!.word);
      return known ? slot.filter((alternative) => !isTypoAlternative(alternative)) : slot;
    });
    const plan: QueryPlan = { slots, units: slots.flat(2) };
    const slotQueries = (lenient: boolean): Query[] => this.slotQueries(plan, lenient);
    // A one-word query matches records that contain the word themselves; the ancestors' headings
    // (context) only help a record match the other words of a longer query.
    const fields: IndexField[] = plan.slots.length > 1 ? ['title', 'context', 'content', 'keywords'] : ['title', 'content', 'keywords'];
    const options = { fields, boost: FIELD_BOOSTS };
    const strict = slotQueries(false);
    const all: Query = { combineWith: 'AND', queries: strict };
    const any: Query = { combineWith: 'OR', queries: strict };
    // `any` reads the same terms as `all`: one load serves both.
    await this.load([all], fields);
    // Titles that are exactly what the reader typed, word for word (not a synonym, a typo or the
    // start of a word): a library's page with such a title keeps its rank ("Building a Scene",
    // "<Camera/>"). Found in the same pass, from the typed words' own terms.
    const typed: TypedTitles = {
      terms: new Set(plan.slots.flatMap((slot) => slot[0]!.flatMap((unit) => (unit.kind === 'latin' ? [unit.word] : unit.terms)))),
      titles: new Set(),
    };
    const exactTitles = new Set<number>();
    let results = this.inverted.search(all, options, exactTitles, typed);
    if (results.size === 0 && strict.length > 1) {
      results = this.inverted.search(any, options, exactTitles, typed);
      return this.rank(results, exactTitles, typed.titles, this.slotsMatched(strict, options));
    }
    if (results.size === 0) {
      const lenient: Query = { combineWith: 'OR', queries: slotQueries(true) };
      await this.load([lenient], fields);
      results = this.inverted.search(lenient, options, exactTitles, typed);
    }
    return this.rank(results, exactTitles, typed.titles);
  }

  /** One query per slot of the plan: any of its alternatives, each with all of its words. */
  private slotQueries(plan: QueryPlan, lenient: boolean): Query[] {
    return plan.slots.map((slot): Query => ({
      combineWith: 'OR',
      queries: slot.map((alternative, k): Query => ({
        combineWith: 'AND',
        // The first alternative is what the reader typed; the others are synonyms.
        queries: alternative.map((unit) => (k > 0 ? this.synonymWords(unit) : null) ?? unitQuery(unit, lenient)),
      })),
    }));
  }

  /**
   * A synonym's query, which reads fewer shards than a typed word's: a Latin synonym as itself,
   * without typo tolerance (nobody typed it); a katakana synonym as the words of the index that
   * contain it, when they sit in fewer shards than its bigrams (リジッドボディ: one word in one
   * shard instead of six bigrams in six). Every katakana run of three or more characters is a
   * dictionary word, so the words that contain a synonym are the runs it occurs in. When those
   * are spread over more shards than its bigrams, the runs that start with it, which sit together
   * (ボディ: ボディ…, one shard, not the bigram デイ's large shard of its own): the synonym widens
   * what the reader typed, whose own runs stay an alternative of their own. Null for other units,
   * or when the bigrams fetch less. What the reader typed keeps its bigrams and its typo tolerance.
   */
  private synonymWords(unit: QueryUnit): Query | null {
    if (unit.kind === 'latin') return unit.word;
    if (unit.prefix || unit.word < FIRST_CJK || !isDictionaryWord(unit.word)) return null;
    const words = this.store.dictionary.containing(unit.word);
    const shards = (terms: readonly string[]) => new Set(terms.map((term) => this.store.shardOf(term))).size;
    if (shards(words) <= shards(unit.terms)) return { combineWith: 'OR', queries: words };
    // The runs that start with it sit together, in one shard or two.
    const starting = words.filter((word) => word.startsWith(unit.word));
    return starting.length > 0 && shards(starting) < shards(unit.terms) ? { combineWith: 'OR', queries: starting } : null;
  }

  /**
   * How many of the query's words each record matches, for a query no record matches whole: as
   * Algolia's optional words, a record with more of the reader's words ranks above one with fewer
   * (「右クリックメニューを消したい」: the page with 右クリック and メニュー before pages with 右).
   */
  private slotsMatched(slots: readonly Query[], options: Parameters<InvertedIndex['search']>[1]): Map<number, number> {
    const counts = new Map<number, number>();
    for (const slot of slots) for (const id of this.inverted.search(slot, options).keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }

  /**
   * Best first; a match in a page's title counts {@link PAGE_TITLE_BOOST} times (Algolia ranks a
   * match in lvl1 above one in a lower level); equal scores keep headings before text and page order.
   */
  private rank(results: Scores, exactTitles: ReadonlySet<number>, typedTitles: ReadonlySet<number>, slotsMatched?: ReadonlyMap<number, number>): number[] {
    for (const [id, score] of results) {
      // A library's page keeps its rank only when the reader typed its title word for word; its
      // title found through a synonym, a typo or a prefix does not count as exact either.
      const typedTitle = typedTitles.has(id);
      const pageFactor = this.pageFactors[this.pageOf(id)]!;
      const library = pageFactor < 1;
      const rankFactor = typedTitle ? 1 : pageFactor;
      const exact = exactTitles.has(id) && (typedTitle || !library);
      const boost = (this.levels[id] === 90 ? PAGE_TITLE_BOOST : 1) * (exact ? EXACT_TITLE_BOOST : 1) * rankFactor;
      results.set(id, score * boost);
    }
    return [...results.keys()].sort((a, b) => {
      const moreWords = slotsMatched ? (slotsMatched.get(b) ?? 0) - (slotsMatched.get(a) ?? 0) : 0;
      if (moreWords !== 0) return moreWords;
      const difference = results.get(b)! - results.get(a)!;
      if (Math.abs(difference) > 1e-9) return difference;
      return this.levels[b]! - this.levels[a]! || a - b;
    });
  }

  private toHit(
    record: DocSearchRecord,
    plan: QueryPlan,
    matcher: TextMatcher,
    tags: HighlightTags,
    snippetWords: Map<string, number>,
    ellipsis: string,
    origin: string,
  ): SearchHit {
    const { weight: _weight, ...fields } = record;
    const attribute = (text: string | null, words?: number): AttributeResult => {
      if (!text) return { value: text ?? '', matchLevel: 'none', matchedWords: [] };
      const ranges = matcher.ranges(text);
      const matchedWords = [...new Set(ranges.map((range) => range.word))];
      const value = words === undefined ? highlight(text, ranges, tags) : snippet(text, ranges, words, tags, ellipsis);
      const found = plan.slots.filter((slot) => slot.some((alternative) => alternative.some((unit) => matchedWords.includes(unit.surface)))).length;
      const matchLevel = found === 0 ? 'none' : found >= plan.slots.length ? 'full' : 'partial';
      return { value, matchLevel, matchedWords, fullyHighlighted: ranges.length === 1 && ranges[0]!.start === 0 && ranges[0]!.end === text.length };
    };
    const hierarchy = (snip: boolean): HierarchyResult =>
      Object.fromEntries(LEVELS.map((level) => [level, attribute(record.hierarchy[level], snip ? snippetWords.get(`hierarchy.${level}`) : undefined)])) as HierarchyResult;
    const highlighted = hierarchy(false);
    return {
      ...fields,
      url: origin + record.url,
      url_without_anchor: origin + record.url_without_anchor,
      _highlightResult: { hierarchy: highlighted, content: attribute(record.content), hierarchy_camel: [highlighted] },
      _snippetResult: { hierarchy: hierarchy(true), content: attribute(record.content, snippetWords.get('content') ?? DEFAULT_SNIPPET_WORDS) },
    };
  }
}

/** Match ranges of the texts of one search, computed once per distinct text (titles repeat). */
class TextMatcher {
  private readonly cache = new Map<string, Range[]>();
  private readonly plan: QueryPlan;
  private readonly locale: string;

  constructor(plan: QueryPlan, locale: string) {
    this.plan = plan;
    this.locale = locale;
  }

  ranges(text: string): Range[] {
    let ranges = this.cache.get(text);
    if (!ranges) this.cache.set(text, (ranges = findMatches(text, this.plan.units, this.locale)));
    return ranges;
  }
}

/**
 * The query of one unit: all its terms; a CJK word found whole scores extra. Latin words and
 * katakana words may have typos ({@link typoTolerance}: one from four letters, two from eight),
 * matched below exact ones; `lenient` allows one from three letters, for the no-results fallback.
 */
function unitQuery(unit: QueryUnit, lenient: boolean): Query {
  const tolerance = (length: number) => Math.max(typoTolerance(length), lenient && length >= 3 ? 1 : 0);
  if (unit.kind === 'latin') {
    const fuzzy = tolerance(unit.word.length);
    return { combineWith: 'OR', queries: [unit.word], prefix: unit.prefix, fuzzy: fuzzy > 0 ? fuzzy : false };
  }
  const all: Query = { combineWith: 'AND', queries: unit.terms, prefix: unit.prefix };
  const exact: Query = unit.terms.length < 2 ? all : { combineWith: 'AND', queries: [all, { combineWith: 'OR', queries: [unit.terms[0]!, unit.word] }] };
  // Tolerance counts the characters typed, as Algolia does: キーボート is five, though its
  // folded form キボト, long vowels dropped, is three.
  const fuzzy = isDictionaryWord(unit.word) ? tolerance(Math.max(unit.word.length, [...unit.surface].length)) : 0;
  if (fuzzy === 0) return exact;
  // A misspelt katakana word loses some of its bigrams: the dictionary's near words stand in.
  return { combineWith: 'OR', queries: [exact, { combineWith: 'OR', queries: [unit.word], fuzzy, nearOnly: true }] };
}

function passesFacets(record: Pick<DocSearchRecord, 'language' | 'docusaurus_tag'>, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (typeof entry === 'string' ? passesFacet(record, entry) : entry.some((filter) => passesFacet(record, filter))));
}

function passesFacet(record: Pick<DocSearchRecord, 'language' | 'docusaurus_tag'>, filter: string): boolean {
  const negate = filter.startsWith('-');
  const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  const actual = attribute === 'language' ? record.language : attribute === 'docusaurus_tag' ? record.docusaurus_tag : undefined;
  // Facets this index does not have (version, type) do not exclude anything.
  if (actual === undefined) return true;
  return negate ? actual !== value : actual === value;
}

/** `content:10` → content → 10, as Algolia reads attributesToSnippet. */
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? ['content']) {
    const [name, count] = attribute.split(':');
    if (name) lengths.set(name, Number(count) > 0 ? Number(count) : DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
}
