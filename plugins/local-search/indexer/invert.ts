import { indexTerms } from '../analyzer';
import { expandPage, INDEX_FIELDS, PAGE_FIELD, type DocSearchRecord, type IndexField, type RecordSource } from '../client/records';
import { encodeVarint } from '../client/varint';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The searched text of a record per field: `title` its own heading (the page title for lvl1),
 * `context` the page title for records below it (it only helps match the other words of a
 * longer query), `content` its text, `keywords` the page's front matter keywords (on its lvl1
 * record only).
 */
export function fieldsOf(record: DocSearchRecord, keywords: readonly string[] = []): Record<IndexField, string> {
  const { hierarchy } = record;
  const levels = LEVELS.map((level) => hierarchy[level]).filter((text): text is string => Boolean(text));
  return {
    title: record.type === 'content' ? '' : (levels.at(-1) ?? ''),
    context: record.type === 'lvl1' ? '' : hierarchy.lvl1,
    content: record.content ?? '',
    keywords: record.type === 'lvl1' ? keywords.join('\n') : '',
  };
}

/** The inverted index of a locale before it is split into shards. */
export interface InvertedTerms {
  /** Number of records. */
  count: number;
  /** Per field: average number of distinct terms. */
  avg: number[];
  /** Every term, sorted by UTF-16 code units. */
  terms: string[];
  /** Per term, its packed postings (the encoding of {@link TermShard}). */
  postings: string[];
}

/**
 * Builds the inverted index of a locale's pages with the analyser the queries use: for each
 * term and field, the records containing it, how often, and the record's length in that field
 * (for {@link PAGE_FIELD}, the pages and their title's length). Record ids follow the pages, each
 * page starting with its lvl1 record, as {@link expandPage} lists them.
 */
export function invertPages(source: RecordSource): InvertedTerms {
  const { locale } = source;
  const fieldCount = INDEX_FIELDS.length;
  const pageFieldId = INDEX_FIELDS.indexOf(PAGE_FIELD);
  // term → per field, flat [id, freq, length, …] in increasing id order.
  const postings = new Map<string, number[][]>();
  // BM25's average lengths are over all records, a record without the field counting 0 (as MiniSearch).
  const totals = INDEX_FIELDS.map(() => 0);
  let id = 0;
  source.pages.forEach((page, pageIndex) => {
    const records = expandPage(page, source);
    let pageLength = 0;
    for (const record of records) {
      const fields = fieldsOf(record, page.k);
      INDEX_FIELDS.forEach((field, fieldId) => {
        const isPageField = fieldId === pageFieldId;
        // The page field is the page title on every record but the title's own: index it once.
        if (isPageField && record.type !== 'lvl1') {
          totals[fieldId]! += pageLength;
          return;
        }
        const text = isPageField ? record.hierarchy.lvl1 : fields[field];
        const counts = new Map<string, number>();
        for (const term of indexTerms(text, locale)) counts.set(term, (counts.get(term) ?? 0) + 1);
        if (isPageField) pageLength = counts.size;
        else totals[fieldId]! += counts.size;
        for (const [term, freq] of counts) {
          let entry = postings.get(term);
          if (!entry) postings.set(term, (entry = Array.from({ length: fieldCount }, () => [])));
          entry[fieldId]!.push(isPageField ? pageIndex : id, freq, counts.size);
        }
      });
      id += 1;
    }
  });
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    count: id,
    avg: totals.map((total) => (id === 0 ? 0 : total / id)),
    terms,
    postings: terms.map((term) => packPostings(postings.get(term)!)),
  };
}

/** Packs one term's postings: per field, the count, then gap/frequency/length entries. */
function packPostings(fields: readonly number[][]): string {
  const out: string[] = [];
  for (const list of fields) {
    encodeVarint(list.length / 3, out);
    let previous = -1;
    for (let i = 0; i < list.length; i += 3) {
      const id = list[i]!;
      const freq = list[i + 1]!;
      encodeVarint((id - previous) * 2 + (freq > 1 ? 1 : 0), out);
      if (freq > 1) encodeVarint(freq - 2, out);
      encodeVarint(list[i + 2]!, out);
      previous = id;
    }
  }
  return out.join('');
}
