import { createHash } from 'node:crypto';
import { INDEX_FORMAT_VERSION, META_FILE, pageFile, pageRankOf, shardFile, splitPage, type IndexMeta, type PageEntry, type RecordSource, type TermShard } from '../client/records';
import { isDictionaryWord } from '../client/words';
import { encodeVarint } from '../client/varint';
import { invertPages } from './invert';

/**
 * Packed postings per shard, in characters: a query fetches one shard per term, so a shard is
 * about 2 KB on the wire (brotli) whatever the site's size; a term longer than this gets a shard
 * of its own. Smaller than it was (12 000): on a slow phone network the bytes of a query's shards
 * were most of its wait (剛体の設定 read 10 shards, 67 KB; now 11 shards, 20 KB), while the meta
 * file that lists the shards, fetched before the reader asks, grew by under 2 KB.
 */
export const SHARD_CHARS = 3_000;

/**
 * Sections per page file, in characters of JSON: a page longer than this is split between
 * sections into parts, so a hit fetches its part, not the whole page (the glossary, 18,000, was
 * 12 KB on the wire for one hit). A section longer than this is a part of its own. Measured over
 * the ja query set, the modal's first answer (six files) weighed a median 12.7 KB brotli with
 * whole pages, 11.5 KB with parts of 4,000, 9.9 KB with 3,000 and 8.1 KB with 2,000, for the
 * same number of hits; smaller parts mean more files for the rest of the hits.
 */
export const PART_CHARS = 3_000;

/** The section indexes where a page's parts after the first begin ({@link PART_CHARS}). */
export function partStarts(page: PageEntry, partChars = PART_CHARS): number[] {
  const starts: number[] = [];
  let size = 0;
  page.s.forEach((section, index) => {
    const length = JSON.stringify(section).length;
    if (index > 0 && size + length > partChars) {
      starts.push(index);
      size = 0;
    }
    size += length;
  });
  return starts;
}

/** A locale's index as files: paths relative to its `search/` folder, and their JSON text. */
export interface IndexFiles {
  meta: IndexMeta;
  files: Map<string, string>;
}

/** Splits a locale's pages into the meta file, term shards and page files of {@link IndexMeta}. */
export function indexFiles(source: RecordSource, shardChars = SHARD_CHARS, partChars = PART_CHARS): IndexFiles {
  const inverted = invertPages(source);
  const shards: TermShard[] = [];
  let current: TermShard = { terms: [], postings: [] };
  let size = 0;
  inverted.terms.forEach((term, i) => {
    const postings = inverted.postings[i]!;
    if (current.terms.length > 0 && size + term.length + postings.length > shardChars) {
      shards.push(current);
      current = { terms: [], postings: [] };
      size = 0;
    }
    current.terms.push(term);
    current.postings.push(postings);
    size += term.length + postings.length;
  });
  if (current.terms.length > 0 || shards.length === 0) shards.push(current);

  const layout: string[] = [];
  for (const page of source.pages) {
    encodeVarint(page.s.length, layout);
    for (const section of page.s) {
      encodeVarint(section.l, layout);
      encodeVarint(section.c.length, layout);
    }
  }

  const pageRanks: string[] = [];
  for (const page of source.pages) encodeVarint(pageRankOf(page.u), pageRanks);

  const groups: string[] = [];
  const pageGroups: string[] = [];
  for (const page of source.pages) {
    let group = groups.indexOf(page.h[0]);
    if (group < 0) group = groups.push(page.h[0]) - 1;
    encodeVarint(group, pageGroups);
  }

  const parts: string[] = [];
  const partTexts = source.pages.map((page) => {
    const starts = partStarts(page, partChars);
    encodeVarint(starts.length, parts);
    for (const start of starts) encodeVarint(start, parts);
    return splitPage(page, starts).map((part) => JSON.stringify(part));
  });

  const shardTexts = shards.map((shard) => JSON.stringify(shard));
  const pageTexts = partTexts.flat();
  const hash = createHash('sha256');
  for (const text of [...shardTexts, ...pageTexts]) hash.update(text).update('\0');
  const key = hash.digest('hex').slice(0, 12);

  const meta: IndexMeta = {
    version: INDEX_FORMAT_VERSION,
    locale: source.locale,
    docusaurusTag: source.docusaurusTag,
    key,
    count: inverted.count,
    pages: source.pages.length,
    avg: inverted.avg,
    layout: layout.join(''),
    groups,
    pageGroups: pageGroups.join(''),
    pageRanks: pageRanks.join(''),
    parts: parts.join(''),
    shards: shards.slice(1).map((shard) => shard.terms[0]!),
    words: inverted.terms.filter(isDictionaryWord),
  };
  const files = new Map<string, string>([[META_FILE, JSON.stringify(meta)]]);
  shardTexts.forEach((text, n) => files.set(shardFile(key, n), text));
  partTexts.forEach((texts, page) => texts.forEach((text, part) => files.set(pageFile(key, page, part), text)));
  return { meta, files };
}
