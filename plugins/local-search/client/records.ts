/**
 * The shapes shared by the indexer (Node) and the search client (browser): the compact index
 * file shipped per locale, and the DocSearch-shaped records expanded from it.
 */

/** Bumped whenever the files' shape changes, so an old cached file is never misread. */
export const INDEX_FORMAT_VERSION = 7;

/**
 * A locale's index is a folder under its base URL: `search-index/index.json` (the meta file, small,
 * loaded when search opens) names a content-keyed subfolder `search-index/<key>/` holding the term
 * shards (`t<n>.json`, fetched for the terms a query needs) and the pages in parts of a few
 * sections (`p<page>-<part>.json`, fetched for the hits shown). A new build writes a new key, so a
 * page never mixes two builds.
 */
export const INDEX_DIR = 'search-index';
export const META_FILE = 'index.json';
export const shardFile = (key: string, shard: number): string => `${key}/t${shard}.json`;
export const pageFile = (key: string, page: number, part = 0): string => `${key}/p${page}-${part}.json`;

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

/** One doc page, as a page file holds it. Hierarchy is stored once per page, not once per record. */
export interface PageEntry {
  /** Path of the page, with the locale's base URL (/ja/user-manual/…/). */
  u: string;
  /** lvl0 (the sidebar section) and lvl1 (the page title). */
  h: [string, string];
  s: SectionEntry[];
  /** The front matter's keywords: other names readers use for the page's topic (searched, not shown). */
  k?: string[];
}

/**
 * One part of a page, as its file holds it: a run of the page's sections. The first part also
 * holds the page's title record; a later one says where it starts.
 */
export interface PagePart extends PageEntry {
  /** Position in the page of the part's first record (absent in the first part: 0). */
  r?: number;
  /** The headings (h2…h6) in force where the part starts, from its earlier sections (absent when none). */
  o?: (string | null)[];
}

/** The fields of a record that are searched, in the order of the postings' field ids. */
export const INDEX_FIELDS = ['title', 'context', 'content', 'keywords'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

/**
 * The field every record below a page's title shares (the page title): indexed once per page
 * (its postings hold page positions and the title's length) and expanded to the page's records
 * when searched. A quarter of the postings otherwise.
 */
export const PAGE_FIELD: IndexField = 'context';

/**
 * The meta file of a locale (`search-index/index.json`): what every query needs before any shard.
 * Numbers are packed as varint strings (see varint.ts).
 */
export interface IndexMeta {
  version: typeof INDEX_FORMAT_VERSION;
  locale: string;
  /** DocSearch's docusaurus_tag facet value of these pages (docs-default-current). */
  docusaurusTag: string;
  /** The subfolder of this build's shards and pages. */
  key: string;
  /** Number of records (document ids are record positions, 0…count-1). */
  count: number;
  /** Number of pages. */
  pages: number;
  /** Per field of {@link INDEX_FIELDS}: average number of distinct terms (BM25's avgdl). */
  avg: number[];
  /**
   * Per page, as varints, how many steps it ranks below the rest ({@link pageRankOf}): 0 for most
   * pages, 1 for the pages of the libraries documented beside the engine.
   */
  pageRanks: string;
  /**
   * Every page's record layout, as varints, page after page: its number of sections, then per
   * section its level (1 for the intro, 2…6 for a heading) and number of text blocks. Gives
   * each record's page and kind without loading the page.
   */
  layout: string;
  /** The pages' lvl0 values (sidebar sections), each once. */
  groups: string[];
  /**
   * Per page, as varints, the position of its lvl0 in {@link groups}: the modal shows a few hits
   * per lvl0, so the hits it will show are known, and only their pages fetched, before any page file.
   */
  pageGroups: string;
  /**
   * Per page, as varints, how its sections are split into part files: the number of parts after
   * the first, then the index of the section each of those parts starts with.
   */
  parts: string;
  /** The first term of each term shard after the first (shard n holds terms from shards[n - 1]). */
  shards: string[];
  /**
   * The words typo tolerance and Latin prefixes look in: every Latin term and every katakana word
   * of three or more characters, folded, sorted. Kanji words and bigrams are matched exactly.
   */
  words: string[];
}

/**
 * One term shard (`t<n>.json`): a contiguous range of the sorted terms and their postings.
 * Per term, as varints, for each field in turn: the number of records n, then n entries
 * `gap * 2 + (freq > 1)` (gap from the previous record id, or from -1), `freq - 2` when the flag
 * is set, then the record's number of distinct terms in that field (BM25's document length).
 */
export interface TermShard {
  terms: string[];
  postings: string[];
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

/** A locale's pages as the indexer reads them from the build, before they are split into files. */
export interface RecordSource {
  locale: string;
  docusaurusTag: string;
  pages: PageEntry[];
}

/** Number of records a section of heading `level` and `blocks` text blocks expands into: its heading, if any, and each block. */
export function sectionRecordCount(level: number, blocks: number): number {
  return (level >= 2 && level <= 6 ? 1 : 0) + blocks;
}

/** Number of records a page expands into: its title, each heading and each text block. */
export function recordCountOf(page: PageEntry): number {
  let count = 1;
  for (const section of page.s) count += sectionRecordCount(section.l, section.c.length);
  return count;
}

/** Splits a page into the parts its files hold, a new part at each of `starts` (section indexes, ascending). */
export function splitPage(page: PageEntry, starts: readonly number[]): PagePart[] {
  const bounds = [0, ...starts, page.s.length];
  const headings: (string | null)[] = [null, null, null, null, null];
  const parts: PagePart[] = [];
  let position = 1;
  for (let k = 0; k + 1 < bounds.length; k += 1) {
    const sections = page.s.slice(bounds[k], bounds[k + 1]);
    const part: PagePart = { u: page.u, h: page.h, s: sections };
    if (k === 0 && page.k) part.k = page.k;
    if (k > 0) {
      part.r = position;
      if (headings.some((heading) => heading !== null)) part.o = [...headings];
    }
    for (const section of sections) {
      if (section.l >= 2 && section.l <= 6) {
        headings[section.l - 2] = section.h;
        headings.fill(null, section.l - 1);
      }
      position += sectionRecordCount(section.l, section.c.length);
    }
    parts.push(part);
  }
  return parts;
}

/** A page whole again from its parts, in order. */
export function joinParts(parts: readonly PagePart[]): PageEntry {
  const [first] = parts;
  if (!first) throw new Error('a page has at least one part');
  const page: PageEntry = { u: first.u, h: first.h, s: parts.flatMap((part) => part.s) };
  if (first.k) page.k = first.k;
  return page;
}

/** Expands a compact index into DocSearch records: one per page title, heading and text block. */
export function expandRecords(file: RecordSource): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const page of file.pages) records.push(...expandPage(page, file));
  return records;
}

/**
 * The records of one page, or of one part of a page, in order (ids follow the order of pages,
 * then of this list). A later part starts at its position, under the headings in force there.
 */
export function expandPage(page: PagePart, file: Pick<RecordSource, 'locale' | 'docusaurusTag'>): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const [lvl0, lvl1] = page.h;
  const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = page.o ?? [];
  const hierarchy: Hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
  let position = page.r ?? 0;
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
  if (position === 0) push('lvl1', '', null, 1);
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

/**
 * Sections about libraries documented beside the engine (PlayCanvas React, Web Components, PCUI):
 * their pages name the engine's concepts (Camera, Light, Collision) in every heading, so a reader's
 * generic query would find the library's page before the engine's. Like DocSearch's `pageRank`
 * setting, their pages rank one step below; a query that names the library still finds them first,
 * since they match more of its words.
 */
const LIBRARY_SECTIONS = /^(?:\/[a-z]{2}(?:-[a-z]+)?)?\/user-manual\/(?:playcanvas-react|web-components|pcui)\//;

/** How many steps a page ranks below the rest, from its path (with the locale's base URL). */
export function pageRankOf(url: string): number {
  return LIBRARY_SECTIONS.test(url) ? 1 : 0;
}
