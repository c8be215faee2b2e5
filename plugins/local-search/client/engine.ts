import { escapeHtml, findMatches, highlight, planQuery, snippet, type HighlightTags, type QueryPlan, type QueryUnit, type Range } from '../analyzer';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, MAX_QUERY_LENGTH } from './constants';
import { InvertedIndex, type Query, type Scores } from './inverted';
import { expandPage, INDEX_FORMAT_VERSION, type DocSearchRecord, type IndexField, type IndexFile } from './records';


/** Relative weights of a record's fields: its own heading counts most, its ancestors least. */
const FIELD_BOOSTS = { title: 4, content: 1, context: 0.6 };
/** Typo tolerance for longer Latin words, as a fraction of the word length. */
const FUZZY_RATIO = 0.2;
const FUZZY_MIN_LENGTH = 5;

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
   * DocSearch's modal keeps only this many hits per lvl0 group and drops the rest: those are
   * returned without highlight and snippet work (their values are the plain, escaped text).
   */
  maxHitsPerGroup?: number;
}

/**
 * A locale's search index in memory: the compact records and the inverted index prebuilt at
 * build time. Loading analyses no text; records are expanded per page only when shown.
 * Works in Node (tests, bench) and in the browser.
 */
export class LocalIndex {
  readonly locale: string;
  private readonly file: IndexFile;
  private readonly inverted: InvertedIndex;
  /** First record id of each page (ascending), to find a record's page. */
  private readonly pageStarts: Int32Array;
  /** Per record, DocSearch's weight.level (100 - 10 × level for headings, 0 for text). */
  private readonly levels: Int8Array;
  private readonly pageRecords = new Map<number, DocSearchRecord[]>();
  private allRecords: DocSearchRecord[] | null = null;

  constructor(file: IndexFile) {
    if (file.version !== INDEX_FORMAT_VERSION || !file.index) throw new Error(`index format ${String(file.version)}, expected ${INDEX_FORMAT_VERSION}`);
    this.file = file;
    this.locale = file.locale;
    this.pageStarts = new Int32Array(file.pages.length);
    this.levels = new Int8Array(file.index.count);
    let id = 0;
    file.pages.forEach((page, pageIndex) => {
      this.pageStarts[pageIndex] = id;
      this.levels[id] = 90;
      id += 1;
      for (const section of page.s) {
        if (section.l >= 2 && section.l <= 6) {
          this.levels[id] = 100 - section.l * 10;
          id += 1;
        }
        id += section.c.length;
      }
    });
    if (id !== file.index.count) throw new Error(`index has ${file.index.count} records, its pages ${id}`);
    this.inverted = new InvertedIndex(file.index, this.pageStarts);
  }

  /**
   * Runs a throwaway search so the first real one does not pay for one-time set-up (the word
   * segmenter, the synonym table, compiled code). Call it once the index is loaded.
   */
  warmUp(): void {
    this.search({ query: this.locale === 'ja' ? 'シェーダーの設定' : 'shader settings', hitsPerPage: 1, attributesToSnippet: ['content:10'] });
  }

  /** Every record, in id order (expanded on first call: for tools, not for the browser's searches). */
  get records(): DocSearchRecord[] {
    this.allRecords ??= this.file.pages.flatMap((_, pageIndex) => this.recordsOfPage(pageIndex));
    return this.allRecords;
  }

  /** Paths of the indexed pages (with the locale's base URL). */
  get pageUrls(): string[] {
    return this.file.pages.map((page) => page.u);
  }

  /** Number of records. */
  get size(): number {
    return this.levels.length;
  }

  /**
   * Runs one Algolia-shaped request. Never throws on odd input (markup, regex characters, emoji).
   * `options` may be the origin alone.
   */
  search(request: SearchRequest, options: LocalSearchOptions | string = {}): SearchResponse {
    const { origin = '', maxHitsPerGroup } = typeof options === 'string' ? { origin: options } : options;
    const started = performance.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clamp(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const plan = planQuery(query, this.locale);
    // Every record of a file shares its language and tag: the facets keep all of them or none.
    const facets = { language: this.file.locale, docusaurus_tag: this.file.docusaurusTag };
    const matching = passesFacets(facets, request.facetFilters) ? this.match(plan) : [];
    const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
    const snippetWords = snippetLengths(request.attributesToSnippet);
    const matcher = new TextMatcher(plan, this.locale);
    const groups = new Map<string, number>();
    const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((id) => {
      const record = this.record(id);
      let shown = true;
      if (maxHitsPerGroup !== undefined) {
        const count = groups.get(record.hierarchy.lvl0) ?? 0;
        groups.set(record.hierarchy.lvl0, count + 1);
        shown = count < maxHitsPerGroup;
      }
      return this.toHit(record, plan, matcher, shown, tags, snippetWords, request.snippetEllipsisText ?? '…', origin);
    });
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

  /** The record of an id, expanding its page on first use. */
  record(id: number): DocSearchRecord {
    let low = 0;
    let high = this.pageStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.pageStarts[middle]! <= id) low = middle;
      else high = middle - 1;
    }
    return this.recordsOfPage(low)[id - this.pageStarts[low]!]!;
  }

  private recordsOfPage(pageIndex: number): DocSearchRecord[] {
    let records = this.pageRecords.get(pageIndex);
    if (!records) this.pageRecords.set(pageIndex, (records = expandPage(this.file.pages[pageIndex]!, this.file)));
    return records;
  }

  /** Record ids matching the plan, best first. All slots must match; if none does, any slot may. */
  private match(plan: QueryPlan): number[] {
    if (plan.slots.length === 0) return [];
    const slotQueries = plan.slots.map((slot): Query => ({
      combineWith: 'OR',
      queries: slot.map((alternative): Query => ({ combineWith: 'AND', queries: alternative.map(unitQuery) })),
    }));
    // A one-word query matches records that contain the word themselves; the ancestors' headings
    // (context) only help a record match the other words of a longer query.
    const fields: IndexField[] = slotQueries.length > 1 ? ['title', 'context', 'content'] : ['title', 'content'];
    let results = this.inverted.search({ combineWith: 'AND', queries: slotQueries }, { fields, boost: FIELD_BOOSTS });
    if (results.size === 0 && slotQueries.length > 1) results = this.inverted.search({ combineWith: 'OR', queries: slotQueries }, { fields, boost: FIELD_BOOSTS });
    return this.rank(results);
  }

  /** Best first; equal scores keep headings before text and page order. */
  private rank(results: Scores): number[] {
    return [...results.keys()].sort((a, b) => {
      const difference = results.get(b)! - results.get(a)!;
      if (Math.abs(difference) > 1e-9) return difference;
      return this.levels[b]! - this.levels[a]! || a - b;
    });
  }

  private toHit(
    record: DocSearchRecord,
    plan: QueryPlan,
    matcher: TextMatcher,
    shown: boolean,
    tags: HighlightTags,
    snippetWords: Map<string, number>,
    ellipsis: string,
    origin: string,
  ): SearchHit {
    const { weight: _weight, ...fields } = record;
    const attribute = (text: string | null, words?: number): AttributeResult => {
      if (!text) return { value: text ?? '', matchLevel: 'none', matchedWords: [] };
      if (!shown) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
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

/** The query of one unit: all its terms; a CJK word found whole scores extra. */
function unitQuery(unit: QueryUnit): Query {
  if (unit.kind === 'latin') {
    const fuzzy = unit.word.length >= FUZZY_MIN_LENGTH ? FUZZY_RATIO : false;
    return { combineWith: 'OR', queries: [unit.word], prefix: unit.prefix, fuzzy };
  }
  const all: Query = { combineWith: 'AND', queries: unit.terms, prefix: unit.prefix };
  if (unit.terms.length < 2) return all;
  return { combineWith: 'AND', queries: [all, { combineWith: 'OR', queries: [unit.terms[0]!, unit.word] }] };
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
