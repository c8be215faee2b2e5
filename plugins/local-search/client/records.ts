/**
 * The shapes shared by the indexer (Node) and the search client (browser): the compact index
 * file shipped per locale, and the DocSearch-shaped records expanded from it.
 */

/** Bumped whenever the file shape changes, so an old cached file is never misread. */
export const INDEX_FORMAT_VERSION = 1;

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

/** The file a locale ships: compact, expanded into records in the browser. */
export interface IndexFile {
  version: typeof INDEX_FORMAT_VERSION;
  locale: string;
  /** DocSearch's docusaurus_tag facet value of these pages (docs-default-current). */
  docusaurusTag: string;
  pages: PageEntry[];
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

/** Expands a compact index into DocSearch records: one per page title, heading and text block. */
export function expandRecords(file: IndexFile): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const page of file.pages) {
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
  }
  return records;
}
