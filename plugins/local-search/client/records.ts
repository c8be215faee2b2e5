/**
 * The shapes shared by the indexer (Node) and the search client (browser): the compact index
 * file shipped per locale, and the DocSearch-shaped records expanded from it.
 */

/** Bumped whenever the file shape changes, so an old cached file is never misread. */
export const INDEX_FORMAT_VERSION = 2;

/** File name of a locale's index, written into the locale's build folder. */
export const INDEX_FILE_NAME = 'search-index.json';

/** One heading section of a page: its anchor, level (1 for the text before the first heading). */
export interface SectionEntry {
  /** Anchor id of the heading ('' for the page intro). */
  a: string;
  /** Heading level: 1 for the intro, 2…6 for h2…h6. */
  l: number;
  /** Heading text ('' for the intro). */
  h: string;
  /** Text blocks of the section (paragraphs, list items, table cells). */
  c: string[];
}

/** One doc page. Hierarchy is stored once per page, not once per record. */
export interface PageEntry {
  /** Path of the page, with the locale's base URL (/ja/user-manual/…/). */
  u: string;
  /** lvl0 (the sidebar section) and lvl1 (the page title). */
  h: [string, string];
  s: SectionEntry[];
}

/** The fields of a record that are searched, in the order of the packed index's field ids. */
export const INDEX_FIELDS = ['title', 'context', 'content'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

/**
 * The field every record below a page's title shares (the page title): indexed once per page
 * (its postings hold page positions, its lengths are per page) and expanded to the page's
 * records when searched. A quarter of the postings otherwise.
 */
export const PAGE_FIELD: IndexField = 'context';

/**
 * The inverted index of a locale's records, built at build time so that the browser loads it
 * without analysing any text. Numbers are packed as varint strings (see varint.ts); the
 * postings of a term are decoded only when a query needs them.
 */
export interface PackedIndex {
  /** Number of records (document ids are record positions, 0…count-1). */
  count: number;
  /** Per field of {@link INDEX_FIELDS}: average number of distinct terms (BM25's avgdl). */
  avg: number[];
  /**
   * Per field: every record's number of distinct terms, as varints. The context field is kept
   * per page instead (see {@link PAGE_FIELD}).
   */
  lengths: string[];
  /** Every index term, sorted by UTF-16 code units (binary search, prefix ranges). */
  terms: string[];
  /**
   * Per term, as varints, for each field in turn: the number of records n, then n entries
   * `gap * 2 + (freq > 1)` (gap from the previous record id, or from -1), followed by
   * `freq - 2` when the flag is set.
   */
  postings: string[];
}

/** The file a locale ships: compact records plus their prebuilt inverted index. */
export interface IndexFile {
  version: typeof INDEX_FORMAT_VERSION;
  locale: string;
  /** DocSearch's docusaurus_tag facet value of these pages (docs-default-current). */
  docusaurusTag: string;
  pages: PageEntry[];
  index: PackedIndex;
}

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** A DocSearch record, as the crawler would produce it (and as `search:export` writes it). */
export interface DocSearchRecord {
  objectID: string;
  /** Path with anchor; made absolute by the client (DocSearch needs absolute URLs). */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Position of the record in the page, for stable ordering of equal scores. */
  weight: { pageRank: number; level: number; position: number };
}

const LEVEL_KEYS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** What {@link expandRecords} needs of an index file (the packed index is not needed). */
export type RecordSource = Pick<IndexFile, 'locale' | 'docusaurusTag' | 'pages'>;

/** Number of records a page expands into: its title, each heading and each text block. */
export function recordCountOf(page: PageEntry): number {
  let count = 1;
  for (const section of page.s) count += (section.l >= 2 && section.l <= 6 ? 1 : 0) + section.c.length;
  return count;
}

/** Expands a compact index into DocSearch records: one per page title, heading and text block. */
export function expandRecords(file: RecordSource): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const page of file.pages) records.push(...expandPage(page, file));
  return records;
}

/** The records of one page, in order (ids follow the order of pages, then of this list). */
export function expandPage(page: PageEntry, file: Pick<IndexFile, 'locale' | 'docusaurusTag'>): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const [lvl0, lvl1] = page.h;
  const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let position = 0;
  const push = (type: RecordType, anchor: string, content: string | null, level: number): void => {
    records.push({
      objectID: `${page.u}#${anchor}:${position}`,
      url: anchor ? `${page.u}#${anchor}` : page.u,
      url_without_anchor: page.u,
      anchor: anchor || null,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: file.locale,
      docusaurus_tag: file.docusaurusTag,
      weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - level * 10, position },
    });
    position += 1;
  };
  push('lvl1', '', null, 1);
  for (const section of page.s) {
    if (section.l >= 2 && section.l <= 6) {
      const index = section.l - 2;
      hierarchy[LEVEL_KEYS[index]!] = section.h;
      for (const deeper of LEVEL_KEYS.slice(index + 1)) hierarchy[deeper] = null;
      push(`lvl${section.l}` as RecordType, section.a, null, section.l);
    }
    for (const text of section.c) push('content', section.a, text, section.l);
  }
  return records;
}
