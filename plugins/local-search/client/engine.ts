import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { findMatches, highlight, indexTerms, planQuery, snippet, type HighlightTags, type QueryPlan, type QueryUnit } from '../analyzer';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, MAX_QUERY_LENGTH } from './constants';
import { expandRecords, type DocSearchRecord, type IndexFile } from './records';


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

interface IndexedFields {
  id: number;
  title: string;
  context: string;
  content: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A locale's search index in memory: the DocSearch records and a MiniSearch index over them,
 * built with the Japanese-aware analyser. Works in Node (tests, bench) and in the browser.
 */
export class LocalIndex {
  readonly records: DocSearchRecord[];
  readonly locale: string;
  private readonly mini: MiniSearch<IndexedFields>;

  constructor(file: IndexFile) {
    this.locale = file.locale;
    this.records = expandRecords(file);
    const locale = file.locale;
    this.mini = new MiniSearch<IndexedFields>({
      idField: 'id',
      fields: ['title', 'context', 'content'],
      tokenize: (text) => indexTerms(text, locale),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: FIELD_BOOSTS },
    });
    this.mini.addAll(this.records.map((record, id) => fieldsOf(record, id)));
  }

  /** Runs one Algolia-shaped request. Never throws on odd input (markup, regex characters, emoji). */
  search(request: SearchRequest, origin = ''): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clamp(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const plan = planQuery(query, this.locale);
    const matching = this.match(plan).filter((id) => passesFacets(this.records[id]!, request.facetFilters));
    const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
    const snippetWords = snippetLengths(request.attributesToSnippet);
    const hits = matching
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((id) => this.toHit(this.records[id]!, plan, tags, snippetWords, request.snippetEllipsisText ?? '…', origin));
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

  /** Record ids matching the plan, best first. All slots must match; if none does, any slot may. */
  private match(plan: QueryPlan): number[] {
    if (plan.slots.length === 0) return [];
    const slotQueries = plan.slots.map((slot): Query => ({
      combineWith: 'OR',
      queries: slot.map((alternative): Query => ({ combineWith: 'AND', queries: alternative.map(unitQuery) })),
    }));
    // A one-word query matches records that contain the word themselves; the ancestors' headings
    // (context) only help a record match the other words of a longer query.
    const fields = slotQueries.length > 1 ? ['title', 'context', 'content'] : ['title', 'content'];
    let results = this.mini.search({ combineWith: 'AND', queries: slotQueries, fields });
    if (results.length === 0 && slotQueries.length > 1) results = this.mini.search({ combineWith: 'OR', queries: slotQueries, fields });
    return rank(results, this.records);
  }

  private toHit(
    record: DocSearchRecord,
    plan: QueryPlan,
    tags: HighlightTags,
    snippetWords: Map<string, number>,
    ellipsis: string,
    origin: string,
  ): SearchHit {
    const { weight: _weight, ...fields } = record;
    const attribute = (text: string | null, words?: number): AttributeResult => {
      if (!text) return { value: text ?? '', matchLevel: 'none', matchedWords: [] };
      const ranges = findMatches(text, plan.units, this.locale);
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

function fieldsOf(record: DocSearchRecord, id: number): IndexedFields {
  const { hierarchy } = record;
  const levels = LEVELS.slice(1).map((level) => hierarchy[level]).filter((text): text is string => Boolean(text));
  const own = record.type === 'content' ? '' : (levels.at(-1) ?? '');
  // Only the page title as context: every heading level would double the browser's indexing time.
  const context = record.type === 'lvl1' ? '' : hierarchy.lvl1;
  return { id, title: own, context, content: record.content ?? '' };
}

/** The MiniSearch query of one unit: all its terms; a CJK word found whole scores extra. */
function unitQuery(unit: QueryUnit): Query {
  if (unit.kind === 'latin') {
    const fuzzy = unit.word.length >= FUZZY_MIN_LENGTH ? FUZZY_RATIO : false;
    return { combineWith: 'OR', queries: [unit.word], prefix: unit.prefix, fuzzy };
  }
  const all: Query = { combineWith: 'AND', queries: unit.terms, prefix: unit.prefix };
  if (unit.terms.length < 2) return all;
  return { combineWith: 'AND', queries: [all, { combineWith: 'OR', queries: [unit.terms[0]!, unit.word] }] };
}

/** Best first; equal scores keep headings before text and page order. */
function rank(results: SearchResult[], records: readonly DocSearchRecord[]): number[] {
  return results
    .map((result) => ({ id: result.id as number, score: result.score }))
    .sort((a, b) => {
      if (Math.abs(b.score - a.score) > 1e-9) return b.score - a.score;
      const left = records[a.id]!.weight;
      const right = records[b.id]!.weight;
      return right.level - left.level || a.id - b.id;
    })
    .map((result) => result.id);
}

function passesFacets(record: DocSearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (typeof entry === 'string' ? passesFacet(record, entry) : entry.some((filter) => passesFacet(record, filter))));
}

function passesFacet(record: DocSearchRecord, filter: string): boolean {
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
