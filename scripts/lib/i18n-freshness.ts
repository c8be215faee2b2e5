import path from 'node:path';
import { listFiles } from '../../lib/files';
import { PAGE_FOLDERS, freshnessOf, type Freshness } from '../../lib/i18n-freshness';
import type { Problem } from './i18n-parity';

/** The record of every Japanese page that has an English page, compared with both files. */
export function allFreshness(siteDir: string): Freshness[] {
  const jaDir = path.join(siteDir, PAGE_FOLDERS.ja);
  return listFiles(jaDir, /\.mdx?$/)
    .map((file) => freshnessOf(siteDir, path.relative(jaDir, file)))
    .filter((freshness): freshness is Freshness => freshness !== null);
}

const fix = (page: string) => `bring it in line, then run \`npm run i18n:sync-hash -- ${path.join(PAGE_FOLDERS.ja, page)}\``;

/**
 * The problems that fail `npm test`: a Japanese page without a record, or whose English page
 * changed since it was last brought in line; each names both files.
 */
export function freshnessProblems(all: readonly Freshness[]): Problem[] {
  return all.flatMap(({ page, unrecorded, englishNewer }) => {
    const en = path.join(PAGE_FOLDERS.en, page);
    const ja = path.join(PAGE_FOLDERS.ja, page);
    if (unrecorded) return [`${ja} records no version of ${en} (english_hash and japanese_hash in its front matter): ${fix(page)}`];
    if (englishNewer) return [`${en} changed after ${ja} was last brought in line with it: ${fix(page)}`];
    return [];
  });
}

/** Notes, not failures: English pages behind a Japanese page that changed since the two were in line. */
export function freshnessNotes(all: readonly Freshness[]): string[] {
  return all
    .filter(({ unrecorded, japaneseNewer }) => !unrecorded && japaneseNewer)
    .map(({ page }) => `${path.join(PAGE_FOLDERS.ja, page)} changed after ${path.join(PAGE_FOLDERS.en, page)} was last brought in line with it: ${fix(page)}`);
}
