/**
 * Freshness between the languages (lib/i18n-freshness.ts).
 *
 *   npx tsx scripts/i18n-freshness.ts                      lists pages whose other language is newer; exits 1 when an English page is
 *   npx tsx scripts/i18n-freshness.ts --update <ja file>…   records that each Japanese page is in line with its English page now
 *   npx tsx scripts/i18n-freshness.ts --update --all       the same for every Japanese page
 *
 * `npm run i18n:sync-hash -- <ja file>` is the second form. `npm test` runs the check in `i18n parity`.
 */
import path from 'node:path';
import { PAGE_FOLDERS, pageOf, updateRecord } from '../lib/i18n-freshness';
import { allFreshness, freshnessNotes, freshnessProblems } from './lib/i18n-freshness';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args.includes('--update')) {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const pages = args.includes('--all')
    ? allFreshness(root).map(({ page }) => page)
    : files.map((file) => {
        const found = pageOf(root, file);
        if (found?.locale !== 'ja') {
          console.error(`${file} is not a Japanese page (a file under ${PAGE_FOLDERS.ja}/)`);
          process.exit(2);
        }
        return found.page;
      });
  if (pages.length === 0) {
    console.error('usage: scripts/i18n-freshness.ts --update <ja file>… | --update --all');
    process.exit(2);
  }
  let changed = 0;
  for (const page of pages) if (updateRecord(root, page)) changed++;
  console.log(`i18n freshness: ${pages.length} Japanese pages recorded as in line with their English pages (${changed} files changed)`);
} else {
  const all = allFreshness(root);
  const problems = freshnessProblems(all);
  for (const note of freshnessNotes(all)) console.log(`note: ${note}`);
  for (const problem of problems) console.error(`i18n: ${problem}`);
  console.log(`i18n freshness: ${all.length} pages compared, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}
