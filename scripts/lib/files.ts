import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The pages of each locale, relative to the project: English (the default locale) and Japanese. */
export const EN_PAGES = 'docs';
export const JA_PAGES = 'i18n/ja/docusaurus-plugin-content-docs/current';
/** Both locales' page folders, English first. */
export const PAGE_DIRS = [EN_PAGES, JA_PAGES] as const;

/** Lists the files under `dir` (recursively) whose names match `pattern`, sorted. Missing dirs give []. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
