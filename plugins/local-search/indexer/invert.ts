import { indexTerms } from '../analyzer';
import { INDEX_FIELDS, PAGE_FIELD, type DocSearchRecord, type PackedIndex } from '../client/records';
import { encodeVarint } from '../client/varint';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The searched text of a record per field: `title` its own heading (the page title for lvl1),
 * `context` the page title for records below it (it only helps match the other words of a
 * longer query), `content` its text.
 */
export function fieldsOf(record: DocSearchRecord): Record<(typeof INDEX_FIELDS)[number], string> {
  const { hierarchy } = record;
  const levels = LEVELS.map((level) => hierarchy[level]).filter((text): text is string => Boolean(text));
  return {
    title: record.type === 'content' ? '' : (levels.at(-1) ?? ''),
    context: record.type === 'lvl1' ? '' : hierarchy.lvl1,
    content: record.content ?? '',
  };
}

/**
 * Builds the inverted index of a locale's records with the analyser the queries use: for each
 * term and field, the records containing it and how often (for {@link PAGE_FIELD}, the pages).
 * Record ids are positions in `records`, which is the order {@link expandRecords} gives the
 * browser; each page starts with its lvl1 record.
 */
export function invertRecords(records: readonly DocSearchRecord[], locale: string): PackedIndex {
  const fieldCount = INDEX_FIELDS.length;
  const pageFieldId = INDEX_FIELDS.indexOf(PAGE_FIELD);
  // term → per field, flat [id, freq, id, freq, …] in increasing id order.
  const postings = new Map<string, number[][]>();
  const lengths: number[][] = INDEX_FIELDS.map(() => []);
  // BM25's average length of the page field is over records, as if it were indexed per record.
  let pageFieldTotal = 0;
  let page = -1;
  let pageLength = 0;
  records.forEach((record, id) => {
    const fields = fieldsOf(record);
    if (record.type === 'lvl1') page += 1;
    INDEX_FIELDS.forEach((field, fieldId) => {
      const isPageField = fieldId === pageFieldId;
      // The page field is the page title on every record but the title's own: index it once.
      const text = isPageField ? (record.type === 'lvl1' ? record.hierarchy.lvl1 : null) : fields[field];
      if (text === null) {
        pageFieldTotal += fields[field] ? pageLength : 0;
        return;
      }
      const counts = new Map<string, number>();
      for (const term of indexTerms(text, locale)) counts.set(term, (counts.get(term) ?? 0) + 1);
      lengths[fieldId]!.push(counts.size);
      if (isPageField) pageLength = counts.size;
      for (const [term, freq] of counts) {
        let entry = postings.get(term);
        if (!entry) postings.set(term, (entry = Array.from({ length: fieldCount }, () => [])));
        entry[fieldId]!.push(isPageField ? page : id, freq);
      }
    });
  });
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const packed = terms.map((term) => {
    const out: string[] = [];
    for (const list of postings.get(term)!) {
      encodeVarint(list.length / 2, out);
      let previous = -1;
      for (let i = 0; i < list.length; i += 2) {
        const id = list[i]!;
        const freq = list[i + 1]!;
        encodeVarint((id - previous) * 2 + (freq > 1 ? 1 : 0), out);
        if (freq > 1) encodeVarint(freq - 2, out);
        previous = id;
      }
    }
    return out.join('');
  });
  return {
    count: records.length,
    avg: lengths.map((list, fieldId) => {
      if (records.length === 0) return 0;
      if (fieldId === pageFieldId) return pageFieldTotal / records.length;
      return list.reduce((sum, length) => sum + length, 0) / list.length;
    }),
    lengths: lengths.map((list) => {
      const out: string[] = [];
      for (const length of list) encodeVarint(length, out);
      return out.join('');
    }),
    terms,
    postings: packed,
  };
}
