/**
 * Checks every page of both locales: its front matter parses (as Docusaurus parses it) with a
 * title and a description, it belongs to the route manifest, it has no H1 or placeholder text, and
 * a tutorial carries exactly the manifest's tags.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { listFiles } from '../lib/files';
import { PAGE_DIRS } from './lib/files';
import { pageProblems } from './lib/page-rules';
import { docIdOf, manifest } from '../src/lib/manifest';

const root = path.resolve(import.meta.dirname, '..');
const entriesById = new Map(manifest.map((entry) => [docIdOf(entry), entry]));

async function main(): Promise<void> {
const problems: string[] = [];
let pages = 0;
for (const dir of PAGE_DIRS) {
  for (const file of listFiles(path.join(root, dir), /\.mdx?$/)) {
    pages += 1;
    const relative = path.relative(root, file);
    const entry = entriesById.get(path.relative(path.join(root, dir), file).replace(/\.mdx?$/, ''));
    if (!entry) {
      problems.push(`${relative}: not a page of the route manifest (src/data/manifest.json)`);
      continue;
    }
    try {
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: readFileSync(file, 'utf8') });
      const tags = entry.section === 'tutorials' ? entry.tags : null;
      for (const problem of pageProblems({ frontMatter, body: content }, tags)) problems.push(`${relative}: ${problem}`);
    } catch (error) {
      problems.push(`${relative}: front matter does not parse (${(error as Error).message.split('\n')[0]})`);
    }
  }
}
for (const problem of problems) console.error(`content: ${problem}`);
console.log(`content: ${pages} pages checked, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
}

void main();
