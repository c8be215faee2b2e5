import { INDEX_FIELDS, PAGE_FIELD, type IndexField, type PackedIndex } from './records';
import { decodeVarints } from './varint';

/**
 * Query evaluation over the prebuilt index with MiniSearch 7's semantics (the engine this site
 * first shipped, kept so relevance does not move): BM25+ per field with field boosts; prefix
 * matches weighted 0.375 · len / (len + 0.3 · extra) and fuzzy ones 0.45 · len / (len + distance);
 * AND intersects and OR unites, adding scores.
 */

/** A query tree: a term, or terms and subqueries combined, with options passed down the tree. */
export type Query = string | QueryGroup;

export interface QueryGroup {
  combineWith: 'AND' | 'OR';
  queries: readonly Query[];
  /** Also match index terms that start with the term. */
  prefix?: boolean;
  /** Also match index terms within this fraction of the term's length in edits (at most 6). */
  fuzzy?: number | false;
  /** Fields to search (all by default). */
  fields?: readonly IndexField[];
}

export interface SearchOptions {
  fields?: readonly IndexField[];
  boost?: Partial<Record<IndexField, number>>;
}

/** How a record matched: its score and the distinct query terms it matched (as ids). */
export interface Match {
  score: number;
  terms: number[];
}

/** Record id → match. */
type Matches = Map<number, Match>;

/** Record id → final score: the summed score times the number of distinct query terms matched. */
export type Scores = Map<number, number>;

interface TermOptions {
  prefix: boolean;
  fuzzy: number | false;
  fields: readonly IndexField[];
  boost: Partial<Record<IndexField, number>>;
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
/** Index terms from this code unit on are kana or kanji; a Latin term is never fuzzily near them. */
const FIRST_CJK = '\u3000';

/** One field of a term's postings: record ids and term frequencies. */
interface FieldPostings {
  ids: Int32Array;
  freqs: Int32Array;
}

export class InvertedIndex {
  private readonly packed: PackedIndex;
  /** Per field, each record's number of distinct terms; decoded on first use. */
  private lengths: Int32Array[] | null = null;
  private readonly decoded = new Map<number, FieldPostings[]>();
  /** Index of the first CJK term: fuzzy matching scans only the terms before it. */
  private readonly cjkStart: number;

  /** First record id of each page, then the record count: page p holds ids [starts[p], starts[p + 1]). */
  private readonly pageBounds: Int32Array;
  private readonly pageFieldId = INDEX_FIELDS.indexOf(PAGE_FIELD);

  /** `pageStarts`: the first record id (its lvl1 record) of each page, ascending. */
  constructor(packed: PackedIndex, pageStarts: Int32Array) {
    if (packed.terms.length !== packed.postings.length) throw new Error('inverted index: terms and postings differ in length');
    this.packed = packed;
    this.pageBounds = new Int32Array(pageStarts.length + 1);
    this.pageBounds.set(pageStarts);
    this.pageBounds[pageStarts.length] = packed.count;
    this.cjkStart = this.lowerBound(FIRST_CJK);
  }

  get termCount(): number {
    return this.packed.terms.length;
  }

  /** Runs a query tree; `options` apply where the tree does not say otherwise. */
  search(query: Query, options: SearchOptions = {}): Scores {
    const termIds = new Map<string, number>();
    const matches = this.run(query, { prefix: false, fuzzy: false, fields: options.fields ?? INDEX_FIELDS, boost: options.boost ?? {} }, termIds);
    const scores: Scores = new Map();
    for (const [id, match] of matches) scores.set(id, match.score * (match.terms.length || 1));
    return scores;
  }

  private run(query: Query, options: TermOptions, termIds: Map<string, number>): Matches {
    if (typeof query === 'string') {
      let termId = termIds.get(query);
      if (termId === undefined) termIds.set(query, (termId = termIds.size));
      return this.termMatches(query, termId, options);
    }
    const inner: TermOptions = {
      prefix: query.prefix ?? options.prefix,
      fuzzy: query.fuzzy ?? options.fuzzy,
      fields: query.fields ?? options.fields,
      boost: options.boost,
    };
    const results = query.queries.map((sub) => this.run(sub, inner, termIds));
    if (results.length === 0) return new Map();
    return query.combineWith === 'AND' ? results.reduce(intersect) : results.reduce(unite);
  }

  /** The scores of one term, with its prefix and fuzzy extensions as MiniSearch weighs them. */
  private termMatches(term: string, termId: number, options: TermOptions): Matches {
    const scores: Matches = new Map();
    if (!term) return scores;
    const exact = this.find(term);
    if (exact !== -1) this.addTerm(exact, 1, termId, options, scores);
    const prefixed = new Set<number>();
    if (options.prefix) {
      const end = this.lowerBound(`${term}\uffff`);
      for (let i = this.lowerBound(term); i < end; i += 1) {
        const found = this.packed.terms[i]!;
        if (!found.startsWith(term)) break;
        const extra = found.length - term.length;
        if (extra === 0) continue;
        prefixed.add(i);
        this.addTerm(i, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * extra), termId, options, scores);
      }
    }
    if (options.fuzzy) {
      const maxDistance = options.fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * options.fuzzy)) : options.fuzzy;
      if (maxDistance > 0) {
        const byLength = this.latinTermsByLength();
        const near: number[] = [];
        for (let length = Math.max(1, term.length - maxDistance); length <= term.length + maxDistance; length += 1) {
          for (const i of byLength.get(length) ?? []) {
            if (prefixed.has(i) || i === exact) continue;
            const distance = boundedLevenshtein(term, this.packed.terms[i]!, maxDistance);
            if (distance > 0 && distance <= maxDistance) near.push(i, distance);
          }
        }
        // In term order, as a scan of the sorted terms would add them.
        const order = Array.from({ length: near.length / 2 }, (_, k) => k).sort((a, b) => near[a * 2]! - near[b * 2]!);
        for (const k of order) {
          const i = near[k * 2]!;
          const found = this.packed.terms[i]!;
          this.addTerm(i, (FUZZY_WEIGHT * found.length) / (found.length + near[k * 2 + 1]!), termId, options, scores);
        }
      }
    }
    return scores;
  }

  private addTerm(termIndex: number, weight: number, termId: number, options: TermOptions, scores: Matches): void {
    const postings = this.postingsOf(termIndex);
    const lengths = this.fieldLengths();
    const total = this.packed.count;
    for (const field of options.fields) {
      const fieldId = INDEX_FIELDS.indexOf(field);
      const list = postings[fieldId];
      if (!list || list.ids.length === 0) continue;
      const boost = options.boost[field] ?? 1;
      const average = this.packed.avg[fieldId] ?? 1;
      const fieldLengths = lengths[fieldId]!;
      const add = (id: number, freq: number, length: number, idf: number): void => {
        const score = idf * (BM25.d + (freq * (BM25.k + 1)) / (freq + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
        const existing = scores.get(id);
        if (existing) existing.score += weight * boost * score;
        else scores.set(id, { score: weight * boost * score, terms: [termId] });
      };
      if (fieldId === this.pageFieldId) {
        // Page postings: every record of the page below its title has the field.
        const bounds = this.pageBounds;
        let matching = 0;
        for (const page of list.ids) matching += bounds[page + 1]! - bounds[page]! - 1;
        const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
        for (let i = 0; i < list.ids.length; i += 1) {
          const page = list.ids[i]!;
          const length = fieldLengths[page] ?? 0;
          for (let id = bounds[page]! + 1; id < bounds[page + 1]!; id += 1) add(id, list.freqs[i]!, length, idf);
        }
        continue;
      }
      const matching = list.ids.length;
      const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      for (let i = 0; i < list.ids.length; i += 1) add(list.ids[i]!, list.freqs[i]!, fieldLengths[list.ids[i]!] ?? 0, idf);
    }
  }

  private postingsOf(termIndex: number): FieldPostings[] {
    const cached = this.decoded.get(termIndex);
    if (cached) return cached;
    const values = decodeVarints(this.packed.postings[termIndex]!);
    const fields: FieldPostings[] = [];
    let at = 0;
    for (let field = 0; field < INDEX_FIELDS.length; field += 1) {
      const count = values[at++] ?? 0;
      const ids = new Int32Array(count);
      const freqs = new Int32Array(count);
      let previous = -1;
      for (let i = 0; i < count; i += 1) {
        const entry = values[at++]!;
        previous += entry >>> 1;
        ids[i] = previous;
        freqs[i] = entry & 1 ? values[at++]! + 2 : 1;
      }
      fields.push({ ids, freqs });
    }
    this.decoded.set(termIndex, fields);
    return fields;
  }

  private byLength: Map<number, number[]> | null = null;

  /** Positions of the Latin terms (those before the first CJK one) by length, built on first use. */
  private latinTermsByLength(): Map<number, number[]> {
    if (!this.byLength) {
      this.byLength = new Map();
      for (let i = 0; i < this.cjkStart; i += 1) {
        const length = this.packed.terms[i]!.length;
        let list = this.byLength.get(length);
        if (!list) this.byLength.set(length, (list = []));
        list.push(i);
      }
    }
    return this.byLength;
  }

  private fieldLengths(): Int32Array[] {
    this.lengths ??= this.packed.lengths.map((text) => Int32Array.from(decodeVarints(text)));
    return this.lengths;
  }

  /** Position of the term, or -1. */
  private find(term: string): number {
    const at = this.lowerBound(term);
    return this.packed.terms[at] === term ? at : -1;
  }

  /** First position whose term is not below `term` (UTF-16 code unit order, as sorted). */
  private lowerBound(term: string): number {
    const { terms } = this.packed;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function unite(a: Matches, b: Matches): Matches {
  for (const [id, match] of b) {
    const existing = a.get(id);
    if (existing) {
      existing.score += match.score;
      addTerms(existing.terms, match.terms);
    } else a.set(id, match);
  }
  return a;
}

function intersect(a: Matches, b: Matches): Matches {
  const combined: Matches = new Map();
  for (const [id, match] of b) {
    const existing = a.get(id);
    if (!existing) continue;
    addTerms(existing.terms, match.terms);
    combined.set(id, { score: existing.score + match.score, terms: existing.terms });
  }
  return combined;
}

function addTerms(target: number[], source: readonly number[]): void {
  for (const term of source) if (!target.includes(term)) target.push(term);
}

/** Levenshtein distance of two strings (UTF-16 code units), or max + 1 once it must exceed max. */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}
