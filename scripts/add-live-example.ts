/**
 * `npx tsx scripts/add-live-example.ts <slug> …`: places `<LiveExample slug="…" code="…" />` in a
 * tutorial, both locales, at the end of its "What you will build" section, and imports the component.
 * It touches nothing else and skips a page that already has one. `code` is the id of the heading
 * above the page's `main.mjs` code block, so "View code" lands there.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '..');
const PAGES = ['docs/tutorials', 'i18n/ja/docusaurus-plugin-content-docs/current/tutorials'];
const IMPORT = "import LiveExample from '@site/src/components/LiveExample';";
const SECTION_ID = '{#what-you-will-build}';

/** The page with the component added, or null when it has one already or has no place for it. */
export function addLiveExample(source: string, slug: string): string | null {
  if (source.includes('<LiveExample')) return null;
  const lines = source.split('\n');
  const section = lines.findIndex((line) => line.startsWith('## ') && line.includes(SECTION_ID));
  if (section < 0) return null;
  let end = lines.findIndex((line, index) => index > section && /^##? /.test(line));
  if (end < 0) end = lines.length;
  while (end > section + 1 && lines[end - 1]?.trim() === '') end -= 1;

  const mainBlock = lines.findIndex((line) => line.includes('{mainSource}') || line.includes('title="main.mjs"'));
  let code: string | undefined;
  for (let index = mainBlock; index >= 0; index -= 1) {
    const match = /^#{2,4} .*\\?\{#([^}]+)\}\s*$/.exec(lines[index] ?? '');
    if (match) {
      code = match[1];
      break;
    }
  }
  const component = `<LiveExample slug="${slug}"${code ? ` code="${code}"` : ''} />`;
  lines.splice(end, 0, '', component);

  let lastImport = -1;
  for (let index = 0; index < section; index += 1) if (lines[index]?.startsWith('import ')) lastImport = index;
  if (lastImport < 0) return null;
  lines.splice(lastImport + 1, 0, IMPORT);
  return lines.join('\n');
}

if (require.main === module) {
  for (const slug of process.argv.slice(2)) {
    for (const dir of PAGES) {
      const file = path.join(SITE_DIR, dir, `${slug}.mdx`);
      if (!existsSync(file)) {
        console.log(`[live-example] ${slug}: no ${path.relative(SITE_DIR, file)}`);
        continue;
      }
      const updated = addLiveExample(readFileSync(file, 'utf8'), slug);
      if (updated === null) {
        console.log(`[live-example] ${slug}: skipped ${path.relative(SITE_DIR, file)}`);
        continue;
      }
      writeFileSync(file, updated);
      console.log(`[live-example] ${slug}: added to ${path.relative(SITE_DIR, file)}`);
    }
  }
}
