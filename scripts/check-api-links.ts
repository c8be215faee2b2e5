/**
 * Checks every link of every page (both locales) to the engine's API reference,
 * https://api.playcanvas.com/engine/…, against the installed `playcanvas` package's type
 * declarations (lib/engine-api.ts): the class, interface, function or variable must exist and
 * have a page (not @ignore, documented), and a `#member` anchor must name a member shown on it,
 * in lower case as TypeDoc writes anchors. Fails naming page, line and column.
 *
 * `npx tsx scripts/check-api-links.ts [files…]` checks only those files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngineApiIndex } from '../lib/engine-api';
import { listFiles } from '../lib/files';
import { apiLinkProblems, findApiLinks } from './lib/api-links';
import { PAGE_DIRS } from './lib/files';

const root = path.resolve(import.meta.dirname, '..');

function main(): void {
  const started = Date.now();
  const index = loadEngineApiIndex(root);
  const indexed = Date.now();
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.map((file) => path.resolve(file)) : PAGE_DIRS.flatMap((dir) => listFiles(path.join(root, dir), /\.mdx?$/));
  let links = 0;
  let problems = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    links += findApiLinks(text).length;
    for (const problem of apiLinkProblems(index, text)) {
      problems += 1;
      console.error(`${path.relative(root, file)}:${problem.line}:${problem.column}: ${problem.url}: ${problem.reason}`);
    }
  }
  console.log(
    `api links: ${links} links to api.playcanvas.com/engine/ in ${files.length} pages checked against playcanvas ${index.version} ` +
      `(${index.declarations.size} declarations indexed in ${indexed - started} ms, checked in ${Date.now() - indexed} ms), ${problems} problems`,
  );
  process.exit(problems > 0 ? 1 : 0);
}

main();
