import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, type RelevanceCase } from '../client/relevance';
import { INDEX_DIR, INDEX_FORMAT_VERSION, META_FILE } from '../client/records';
import { openBuiltIndex } from '../indexer/disk';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { docIdOf, manifest, type ManifestEntry } from '../../../src/lib/manifest';
import { EN_PAGES, JA_PAGES } from '../../../scripts/lib/files';

/** Below this share of queries finding their page in the top 5, the build's search is broken. */
const MIN_FOUND = 0.92;
const BUILD = path.resolve(__dirname, '../../../build');
const cases = JSON.parse(readFileSync(path.join(__dirname, '../__fixtures__/relevance.json'), 'utf8')) as Record<'ja' | 'en', RelevanceCase[]>;
/**
 * Share of pages a search for the page's own title must find in the top 5. Not all: a few titles
 * are one common word that several pages share ("Animation" is a component, a section and an asset type).
 */
const MIN_FOUND_BY_TITLE = 0.99;
const ROOT = path.resolve(__dirname, '../../..');
const locales = [
  { locale: 'ja' as const, dir: path.join(BUILD, 'ja'), baseUrl: '/ja/', pages: JA_PAGES },
  { locale: 'en' as const, dir: BUILD, baseUrl: '/', pages: EN_PAGES },
];

/** The front matter title of a manifest page in one locale's folder (Docusaurus's own parser), or null when the page is not written. */
async function titleOf(pagesDir: string, entry: ManifestEntry): Promise<string | null> {
  const file = ['.md', '.mdx'].map((ext) => path.join(ROOT, pagesDir, docIdOf(entry) + ext)).find((candidate) => existsSync(candidate));
  if (!file) return null;
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: readFileSync(file, 'utf8') });
  return typeof frontMatter.title === 'string' ? frontMatter.title : null;
}

/** Hundreds of searches (one per page title): a few seconds, more than vitest's 5 s on a loaded machine. */
const SEARCHES_TIMEOUT_MS = 60_000;

/** True when the build has an index this code reads (a build made before a format change has not). */
function isCurrent(dir: string): boolean {
  const meta = path.join(dir, INDEX_DIR, META_FILE);
  if (!existsSync(meta)) return false;
  return (JSON.parse(readFileSync(meta, 'utf8')) as { version?: unknown }).version === INDEX_FORMAT_VERSION;
}

describe.each(locales)('relevance of the $locale build', ({ locale, dir, baseUrl, pages }) => {
  // The index comes from a site build; without one (a plain `npm test`), or with one older than
  // the index format, there is nothing to measure until the next build.
  it.skipIf(!isCurrent(dir))(`finds at least ${MIN_FOUND * 100} % of the pages of the query set in the top 5`, async () => {
    const index = await openBuiltIndex(dir);
    const built = new Set(await index.pageUrls());
    // Pages still being written are not in every build: only judge queries whose page exists.
    const present = cases[locale].filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`));
    const results = await evaluate(index, present, baseUrl);
    const missed = results.filter((result) => !result.found).map((result) => `${result.query} → ${result.page}`);
    const share = results.filter((result) => result.found).length / Math.max(1, results.length);
    expect(share, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(MIN_FOUND);
  }, SEARCHES_TIMEOUT_MS);

  it.skipIf(!isCurrent(dir))(`finds at least ${MIN_FOUND_BY_TITLE * 100} % of the pages by their own title in the top 5`, async () => {
    const index = await openBuiltIndex(dir);
    const built = new Set(await index.pageUrls());
    const written = manifest.filter((entry) => built.has(`${baseUrl}${entry.route.replace(/^\//, '')}`));
    const titles = await Promise.all(written.map((entry) => titleOf(pages, entry)));
    const byTitle = written.flatMap((entry, i) => (titles[i] ? [{ query: titles[i], page: entry.route }] : []));
    expect(byTitle.length).toBeGreaterThan(200);
    const results = await evaluate(index, byTitle, baseUrl);
    const missed = results.filter((result) => !result.found).map((result) => `${result.query} → ${result.page}`);
    expect(results.filter((result) => result.found).length / results.length, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(MIN_FOUND_BY_TITLE);
  }, SEARCHES_TIMEOUT_MS);
});
