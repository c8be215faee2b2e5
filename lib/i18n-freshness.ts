/**
 * Freshness between the languages: each Japanese page records, in its front matter, a hash of its
 * English page's content and of its own content as they were when the two were last brought in
 * line (`npm run i18n:sync-hash -- <ja file>`). Comparing the record with the files as they are now
 * tells which language changed since: `englishNewer` (the Japanese page needs updating; `npm test`
 * fails) and `japaneseNewer` (the English page needs updating; a notice only).
 *
 * What counts as content (README: Writing and maintenance):
 * - of the English page: its body (everything after the front matter), the front matter's `title`,
 *   `description` and `sidebar_label`, and every file of `examples/` the page imports
 *   (`@site/examples/…`, `?raw` or not), by path and text;
 * - of the Japanese page: its body, `title`, `description` and `sidebar_label` (the examples are the
 *   English page's, shared; a change to one already marks the Japanese page behind).
 * Not content: other front-matter fields (`keywords` and `tags` are search data, and the record
 * itself), line endings (CRLF counts as LF) and whitespace at the end of the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
// The synchronous parser behind DEFAULT_PARSE_FRONT_MATTER (gray-matter), which the package index does not re-export.
import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils';
import { OTHER_LANGUAGE_NEWER } from './i18n-freshness-field';

/** The front-matter fields of a Japanese page that hold the record. */
export const RECORD_FIELDS = { english: 'english_hash', japanese: 'japanese_hash' } as const;
/** The front-matter fields that are content. */
const CONTENT_FIELDS = ['title', 'description', 'sidebar_label'] as const;
/** An import of a file kept in examples/: `from '@site/examples/<path>'`, with or without a query. */
const EXAMPLE_IMPORT = /from\s+['"]@site\/(examples\/[^'"?]+)(?:\?[^'"]*)?['"]/g;
/** The page folders of the two locales, relative to the site. */
export const PAGE_FOLDERS = { en: 'docs', ja: 'i18n/ja/docusaurus-plugin-content-docs/current' } as const;

const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trimEnd();

/** The files of examples/ a page imports, relative to the site, in order of first import. */
export function exampleImports(body: string): string[] {
  return [...new Set([...body.matchAll(EXAMPLE_IMPORT)].map((match) => match[1] as string))];
}

/**
 * The hash of a page's content (see the module comment): 16 hex digits of SHA-256. With `siteDir`,
 * the files of examples/ it imports count too; one that does not exist counts as its path alone
 * (the build reports the missing import).
 */
export function contentHash(fileContent: string, siteDir?: string): string {
  const { frontMatter, content } = parseFileContentFrontMatter(fileContent);
  const hash = createHash('sha256');
  for (const field of CONTENT_FIELDS) hash.update(`${field}\0${JSON.stringify(frontMatter[field] ?? null)}\0`);
  const body = normalise(content);
  hash.update(`body\0${body}\0`);
  if (siteDir) {
    for (const file of exampleImports(body)) {
      const full = path.join(siteDir, file);
      hash.update(`${file}\0${existsSync(full) ? normalise(readFileSync(full, 'utf8')) : ''}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** What the record of a Japanese page says about the two languages now. */
export interface Freshness {
  /** The page path relative to each locale's folder, e.g. `user-manual/index.md`. */
  page: string;
  /** The Japanese page has no record (or only part of it). */
  unrecorded: boolean;
  /** The English page changed since the Japanese page was brought in line with it. */
  englishNewer: boolean;
  /** The Japanese page changed since then, and the English page has not been brought in line. */
  japaneseNewer: boolean;
}

const recordOf = (jaContent: string) => {
  const { frontMatter } = parseFileContentFrontMatter(jaContent);
  // Written quoted (a hash of digits alone would read as a number); a number still counts, as a mismatch.
  const field = (name: string) => {
    const value = frontMatter[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return { english: field(RECORD_FIELDS.english), japanese: field(RECORD_FIELDS.japanese) };
};

/**
 * Compares the record of the Japanese page `page` (relative to the locale folders) with both files.
 * `contents` may give a file's text (absolute path → text) instead of reading it, as the build's
 * front-matter hook does for the file it is parsing. Returns null when either page is missing.
 */
export function freshnessOf(siteDir: string, page: string, contents: Record<string, string> = {}): Freshness | null {
  const en = path.join(siteDir, PAGE_FOLDERS.en, page);
  const ja = path.join(siteDir, PAGE_FOLDERS.ja, page);
  const read = (file: string) => contents[file] ?? (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const enContent = read(en);
  const jaContent = read(ja);
  if (enContent === null || jaContent === null) return null;
  const record = recordOf(jaContent);
  const unrecorded = !record.english || !record.japanese;
  return {
    page,
    unrecorded,
    englishNewer: !unrecorded && record.english !== contentHash(enContent, siteDir),
    japaneseNewer: !unrecorded && record.japanese !== contentHash(jaContent),
  };
}

/**
 * The Japanese page's text with its record set to the two pages as they are now: the record's
 * lines replaced (or added at the end of the front matter), nothing else changed.
 */
export function withRecord(jaContent: string, enContent: string, siteDir: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(jaContent);
  if (!match) throw new Error('the Japanese page has no front matter to hold the record');
  const fields = match[1]!.split(/\r?\n/).filter((line) => !line.startsWith(`${RECORD_FIELDS.english}:`) && !line.startsWith(`${RECORD_FIELDS.japanese}:`));
  const rest = jaContent.slice(match[0].length);
  const recorded = (japanese: string) =>
    `---\n${[...fields, `${RECORD_FIELDS.english}: "${contentHash(enContent, siteDir)}"`, `${RECORD_FIELDS.japanese}: "${japanese}"`].join('\n')}\n---${match[2]}${rest}`;
  // The record is not content, so the Japanese hash is the same with or without it.
  return recorded(contentHash(recorded('x')));
}

/** Writes the record of the Japanese page `page` (relative to the locale folders); returns whether the file changed. */
export function updateRecord(siteDir: string, page: string): boolean {
  const ja = path.join(siteDir, PAGE_FOLDERS.ja, page);
  const en = path.join(siteDir, PAGE_FOLDERS.en, page);
  if (!existsSync(en)) throw new Error(`${path.join(PAGE_FOLDERS.en, page)} does not exist: a Japanese page records the English page of the same path`);
  const before = readFileSync(ja, 'utf8');
  const after = withRecord(before, readFileSync(en, 'utf8'), siteDir);
  if (after !== before) writeFileSync(ja, after);
  return after !== before;
}

/** The page path (relative to its locale folder) and locale of a page file, or null for another file. */
export function pageOf(siteDir: string, file: string): { locale: 'en' | 'ja'; page: string } | null {
  for (const locale of ['ja', 'en'] as const) {
    const relative = path.relative(path.join(siteDir, PAGE_FOLDERS[locale]), path.resolve(siteDir, file));
    if (!relative.startsWith('..') && !path.isAbsolute(relative) && /\.mdx?$/.test(relative)) return { locale, page: relative };
  }
  return null;
}

/**
 * The site's `markdown.parseFrontMatter`: Docusaurus's parser, then, for a page of either locale,
 * `other_language_newer: true` when the other language changed since the two were last brought in
 * line (the Japanese page's record against both files, as the build reads them), and without the
 * record's own fields, which the browser has no use for.
 */
export function freshnessFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const { [RECORD_FIELDS.english]: _english, [RECORD_FIELDS.japanese]: _japanese, ...frontMatter } = result.frontMatter;
    const found = pageOf(siteDir, params.filePath);
    const freshness = found && freshnessOf(siteDir, found.page, { [path.resolve(params.filePath)]: params.fileContent });
    const newer = found && freshness && (found.locale === 'ja' ? freshness.englishNewer : freshness.japaneseNewer);
    return { ...result, frontMatter: newer ? { ...frontMatter, [OTHER_LANGUAGE_NEWER]: true } : frontMatter };
  };
}
