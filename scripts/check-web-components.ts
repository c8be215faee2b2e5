/**
 * Checks the PlayCanvas Web Components markup of every page of both locales against the elements of
 * src/data/web-components.json (made by scripts/extract-web-components.ts from the library's source):
 * tag names (former names only on a line that names the new tag), the attributes of ```html blocks
 * and of ?raw-included HTML files, and the attribute tables of the tag pages (which must list every
 * attribute of their element). The rules are written out in scripts/lib/web-components-pages.ts.
 * Failures name the file and line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files';
import type { WcData } from './extract-web-components';
import { EN_PAGES, JA_PAGES } from './lib/files';
import { checkPage, indexData } from './lib/web-components-pages';

const root = path.resolve(import.meta.dirname, '..');

function main(): void {
  const started = performance.now();
  const data = JSON.parse(readFileSync(path.join(root, 'src/data/web-components.json'), 'utf8')) as WcData;
  const index = indexData(data);
  const readInclude = (projectPath: string): string | null => {
    const file = path.join(root, projectPath);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  let pages = 0;
  let problems = 0;
  for (const [dir, locale] of [[EN_PAGES, 'en'], [JA_PAGES, 'ja']] as const) {
    for (const file of listFiles(path.join(root, dir), /\.mdx?$/)) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('pc-')) continue;
      pages += 1;
      const relative = path.relative(path.join(root, dir), file).split(path.sep).join('/');
      for (const problem of checkPage({ relative, locale, source, readInclude }, data, index)) {
        problems += 1;
        const where = problem.file ? `${problem.file}:${problem.line} (included by ${path.relative(root, file)})` : `${path.relative(root, file)}:${problem.line}`;
        console.error(`web components: ${where}: ${problem.message}`);
      }
    }
  }
  const ms = Math.round(performance.now() - started);
  console.log(`web components: ${pages} pages naming pc- read against ${data.elements.length} elements of ${data.version} (${data.commit ?? 'no commit'}), ${problems} problems, ${ms} ms`);
  process.exit(problems > 0 ? 1 : 0);
}

main();
