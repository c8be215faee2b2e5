import { INDEX_FIELDS, PAGE_FIELD, type IndexField } from './records';
import type { FieldPostings } from './store';
import { FIRST_CJK } from './words';

/**
 * Query evaluation with MiniSearch 7's semantics (the engine this site first shipped, kept so
 * relevance does not move): BM25+ per field with field boosts; prefix matches weighted
 * 0.375 · len / (len + 0.3 · extra) and fuzzy ones 0.45 · len / (len + distance); AND intersects
 * and OR unites, adding scores. The terms come from a {@link TermSource}: the shards a query
 * needs are listed first ({@link InvertedIndex.requirements}), fetched, then the query runs.
 */

/** A query tree: a term, or terms and subqueries combined, with options passed down the tree. */
export type Query = string | QueryGroup;

export interface QueryGroup {
  combineWith: 'AND' | 'OR';
  queries: readonly Query[];
  /** Also match index terms that start with the term. */
  prefix?: boolean;
  /**
   * Also match dictionary words within this many edits (a whole number), or this fraction of the
   * term's length (below 1; at most 6 edits).
   */
  fuzzy?: number | false;
  /** Only the near words of `fuzzy`: the term itself is matched elsewhere in the tree. */
  nearOnly?: boolean;
  /** Fields to search (all by default). */
  fields?: readonly IndexField[];
}

export interface SearchOptions {
  fields?: readonly IndexField[];
  boost?: Partial<Record<IndexField, number>>;
}

/** Where an index's terms are looked up. */
export interface TermSource {
  /** The postings of a term, or undefined when the index lacks it. */
  postings(term: string): FieldPostings[] | undefined;
  /** Index terms longer than `prefix` that start with it. */
  termsWithPrefix(prefix: string): readonly string[];
  /** Dictionary words within `max` edits (1…max) of `term`, with their distance. */
  near(term: string, max: number): ReadonlyArray<readonly [string, number]>;
}

/** What a query needs fetched before it runs: exact terms, and CJK prefixes (whole shard ranges). */
export interface Requirements {
  terms: Set<string>;
  prefixes: Set<string>;
}

/** How a record matched: its score and the distinct query terms it matched (as ids). */
export interface Match {
  score: number;
  terms: number[];
  /** Query terms found as they are (not by prefix or typo) in the record's title, and the title's length in terms. */
  title?: { terms: number[]; length: number };
}

/**
 * Asks {@link InvertedIndex.search} for the records whose title is made of `terms` alone, found as
 * they are: the words the reader typed, where the query also holds their synonyms.
 */
export interface TypedTitles {
  terms: ReadonlySet<string>;
  titles: Set<number>;
}

/** Record id → match. */
type Matches = Map<number, Match>;

/** Record id → final score: the summed score times the number of distinct query terms matched. */
export type Scores = Map<number, number>;

interface TermOptions {
  prefix: boolean;
  fuzzy: number | false;
  nearOnly: boolean;
  fields: readonly IndexField[];
  boost: Partial<Record<IndexField, number>>;
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const TITLE_FIELD_ID = INDEX_FIELDS.indexOf('title');
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

export interface IndexShape {
  /** Number of records. */
  count: number;
  /** Per field: average length. */
  avg: readonly number[];
  /** First record id (its lvl1 record) of each page, ascending. */
  pageStarts: Int32Array;
}

export class InvertedIndex {
  private readonly source: TermSource;
  private readonly shape: IndexShape;
  /** Page p holds record ids [bounds[p], bounds[p + 1]). */
  private readonly pageBounds: Int32Array;
  private readonly pageFieldId = INDEX_FIELDS.indexOf(PAGE_FIELD);

  constructor(source: TermSource, shape: IndexShape) {
    this.source = source;
    this.shape = shape;
    this.pageBounds = new Int32Array(shape.pageStarts.length + 1);
    this.pageBounds.set(shape.pageStarts);
    this.pageBounds[shape.pageStarts.length] = shape.count;
  }

  /**
   * The terms and prefix ranges a query reads, found the way {@link search} expands it (Latin
   * prefixes and near words come from the dictionary, which is always loaded).
   */
  requirements(query: Query, options: SearchOptions = {}, into: Requirements = { terms: new Set(), prefixes: new Set() }): Requirements {
    this.walk(query, this.rootOptions(options), (term, termOptions) => {
      if (!term) return;
      if (!termOptions.nearOnly) into.terms.add(term);
      if (termOptions.prefix) {
        if (term < FIRST_CJK) for (const found of this.source.termsWithPrefix(term)) into.terms.add(found);
        else into.prefixes.add(term);
      }
      for (const [found] of this.nearTerms(term, termOptions)) into.terms.add(found);
    });
    return into;
  }

  /**
   * Runs a query tree; `options` apply where the tree does not say otherwise. `exactTitles`, when
   * given, receives the records whose title is made of query terms alone, found as typed (the
   * title "Light" for `light`; not "Light Estimation", nor "Lightmapping" found by prefix).
   */
  search(query: Query, options: SearchOptions = {}, exactTitles?: Set<number>, typed?: TypedTitles): Scores {
    const termIds = new Map<string, number>();
    const matches = this.run(query, this.rootOptions(options), termIds);
    const typedIds = new Set([...(typed?.terms ?? [])].map((term) => termIds.get(term)));
    const scores: Scores = new Map();
    for (const [id, match] of matches) {
      scores.set(id, match.score * (match.terms.length || 1));
      if (!match.title) continue;
      if (exactTitles && match.title.terms.length >= match.title.length) exactTitles.add(id);
      if (typed && match.title.terms.filter((term) => typedIds.has(term)).length >= match.title.length) typed.titles.add(id);
    }
    return scores;
  }

  private rootOptions(options: SearchOptions): TermOptions {
    return { prefix: false, fuzzy: false, nearOnly: false, fields: options.fields ?? INDEX_FIELDS, boost: options.boost ?? {} };
  }

  private innerOptions(query: QueryGroup, options: TermOptions): TermOptions {
    return {
      prefix: query.prefix ?? options.prefix,
      fuzzy: query.fuzzy ?? options.fuzzy,
      nearOnly: query.nearOnly ?? options.nearOnly,
      fields: query.fields ?? options.fields,
      boost: options.boost,
    };
  }

  private walk(query: Query, options: TermOptions, visit: (term: string, options: TermOptions) => void): void {
    if (typeof query === 'string') visit(query, options);
    else for (const sub of query.queries) this.walk(sub, this.innerOptions(query, options), visit);
  }

  private run(query: Query, options: TermOptions, termIds: Map<string, number>): Matches {
    if (typeof query === 'string') {
      let termId = termIds.get(query);
      if (termId === undefined) termIds.set(query, (termId = termIds.size));
      return this.termMatches(query, termId, options);
    }
    const inner = this.innerOptions(query, options);
    const results = query.queries.map((sub) => this.run(sub, inner, termIds));
    if (results.length === 0) return new Map();
    return query.combineWith === 'AND' ? results.reduce(intersect) : results.reduce(unite);
  }

  /** Dictionary words near a term under these options (none when fuzzy is off or the term too short). */
  private nearTerms(term: string, options: TermOptions): ReadonlyArray<readonly [string, number]> {
    if (!options.fuzzy) return [];
    const maxDistance = options.fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * options.fuzzy)) : options.fuzzy;
    return maxDistance > 0 ? this.source.near(term, maxDistance) : [];
  }

  /** The scores of one term, with its prefix and fuzzy extensions as MiniSearch weighs them. */
  private termMatches(term: string, termId: number, options: TermOptions): Matches {
    const scores: Matches = new Map();
    if (!term) return scores;
    if (!options.nearOnly) {
      const exact = this.source.postings(term);
      if (exact) this.addTerm(exact, 1, termId, options, scores);
    }
    const prefixed = new Set<string>();
    if (options.prefix) {
      for (const found of this.source.termsWithPrefix(term)) {
        const postings = this.source.postings(found);
        if (!postings) continue;
        prefixed.add(found);
        const extra = found.length - term.length;
        this.addTerm(postings, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * extra), termId, options, scores);
      }
    }
    for (const [found, distance] of this.nearTerms(term, options)) {
      if (prefixed.has(found)) continue;
      const postings = this.source.postings(found);
      if (postings) this.addTerm(postings, (FUZZY_WEIGHT * found.length) / (found.length + distance), termId, options, scores);
    }
    return scores;
  }

  private addTerm(postings: FieldPostings[], weight: number, termId: number, options: TermOptions, scores: Matches): void {
    const total = this.shape.count;
    for (const field of options.fields) {
      const fieldId = INDEX_FIELDS.indexOf(field);
      const list = postings[fieldId];
      if (!list || list.ids.length === 0) continue;
      const boost = options.boost[field] ?? 1;
      const average = this.shape.avg[fieldId] || 1;
      const exactInTitle = fieldId === TITLE_FIELD_ID && weight === 1;
      const add = (id: number, freq: number, length: number, idf: number): void => {
        const score = idf * (BM25.d + (freq * (BM25.k + 1)) / (freq + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
        let match = scores.get(id);
        if (match) match.score += weight * boost * score;
        else scores.set(id, (match = { score: weight * boost * score, terms: [termId] }));
        if (exactInTitle) {
          match.title ??= { terms: [], length };
          addTerms(match.title.terms, [termId]);
        }
      };
      if (fieldId === this.pageFieldId) {
        // Page postings: every record of the page below its title has the field.
        const bounds = this.pageBounds;
        let matching = 0;
        for (const page of list.ids) matching += bounds[page + 1]! - bounds[page]! - 1;
        const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
        for (let i = 0; i < list.ids.length; i += 1) {
          const page = list.ids[i]!;
          for (let id = bounds[page]! + 1; id < bounds[page + 1]!; id += 1) add(id, list.freqs[i]!, list.lengths[i]!, idf);
        }
        continue;
      }
      const matching = list.ids.length;
      const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      for (let i = 0; i < list.ids.length; i += 1) add(list.ids[i]!, list.freqs[i]!, list.lengths[i]!, idf);
    }
  }
}

function unite(a: Matches, b: Matches): Matches {
  for (const [id, match] of b) {
    const existing = a.get(id);
    if (existing) {
      existing.score += match.score;
      addTerms(existing.terms, match.terms);
      existing.title = mergeTitles(existing.title, match.title);
    } else a.set(id, match);
  }
  return a;
}

function mergeTitles(a: Match['title'], b: Match['title']): Match['title'] {
  if (!a || !b) return a ?? b;
  addTerms(a.terms, b.terms);
  return a;
}

function intersect(a: Matches, b: Matches): Matches {
  const combined: Matches = new Map();
  for (const [id, match] of b) {
    const existing = a.get(id);
    if (!existing) continue;
    addTerms(existing.terms, match.terms);
    combined.set(id, { score: existing.score + match.score, terms: existing.terms, title: mergeTitles(existing.title, match.title) });
  }
  return combined;
}

function addTerms(target: number[], source: readonly number[]): void {
  for (const term of source) if (!target.includes(term)) target.push(term);
}

export { boundedLevenshtein } from './words';
