import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalIndex } from '../client/engine';
import { evaluate, type RelevanceCase } from '../client/relevance';
import { INDEX_FORMAT_VERSION, type IndexFile } from '../client/records';

/** Below this share of queries finding their page in the top 5, the build's search is broken. */
const MIN_FOUND = 0.9;
const BUILD = path.resolve(__dirname, '../../../build');
const cases = JSON.parse(readFileSync(path.join(__dirname, '../__fixtures__/relevance.json'), 'utf8')) as Record<'ja' | 'en', RelevanceCase[]>;
const locales = [
  { locale: 'ja' as const, file: path.join(BUILD, 'ja', 'search-index.json'), baseUrl: '/ja/' },
  { locale: 'en' as const, file: path.join(BUILD, 'search-index.json'), baseUrl: '/' },
];

/** True when the build has an index this code reads (a build made before a format change has not). */
function isCurrent(file: string): boolean {
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version === INDEX_FORMAT_VERSION;
}

describe.each(locales)('relevance of the $locale build', ({ locale, file, baseUrl }) => {
  // The index comes from a site build; without one (a plain `npm test`), or with one older than
  // the index format, there is nothing to measure until the next build.
  it.skipIf(!isCurrent(file))(`finds at least ${MIN_FOUND * 100} % of the pages of the query set in the top 5`, () => {
    const index = new LocalIndex(JSON.parse(readFileSync(file, 'utf8')) as IndexFile);
    const built = new Set(index.pageUrls);
    // Pages still being written are not in every build: only judge queries whose page exists.
    const present = cases[locale].filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`));
    const results = evaluate(index, present, baseUrl);
    const missed = results.filter((result) => !result.found).map((result) => `${result.query} → ${result.page}`);
    const share = results.filter((result) => result.found).length / Math.max(1, results.length);
    expect(share, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(MIN_FOUND);
  });
});
