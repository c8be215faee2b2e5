/**
 * Checks the REST API pages (user-manual/api/ in both locales) against the OpenAPI document they
 * share, static/api/playcanvas-rest-api.openapi.json (served at /api/playcanvas-rest-api.openapi.json):
 * - the document is well formed (OpenAPI 3.1 structure, references, path parameters, unique
 *   operationIds, every schema compiles as JSON Schema 2020-12);
 * - every ```json request=… / response=… status=… block and every ```bash request=… curl command
 *   validates against it (convention and conversion: scripts/lib/api-examples.ts);
 * - each operation's page shows a curl request and a success response, and both locales show the
 *   same examples.
 * Failures name the page and line.
 *
 * Usage: npx tsx scripts/check-api-examples.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files';
import { EN_PAGES, JA_PAGES } from './lib/files';
import { checkApiPage, coverageProblems, examplesOf, loadApiSpec, openApiProblems, parityProblems, type OpenApiDocument } from './lib/api-examples';

const root = path.resolve(import.meta.dirname, '..');
const DOCUMENT = 'static/api/playcanvas-rest-api.openapi.json';
const SECTION = 'user-manual/api';

const started = performance.now();
const problems: string[] = [];
const doc = JSON.parse(readFileSync(path.join(root, DOCUMENT), 'utf8')) as OpenApiDocument;
for (const problem of openApiProblems(doc)) problems.push(`${DOCUMENT}: ${problem}`);

let examples = 0;
let pages = 0;
const spec = problems.length === 0 ? loadApiSpec(doc) : null;
if (spec) {
  const relative = (dir: string) => listFiles(path.join(root, dir, SECTION), /\.mdx?$/).map((file) => path.relative(path.join(root, dir), file));
  const names = [...new Set([...relative(EN_PAGES), ...relative(JA_PAGES)])].sort();
  for (const name of names) {
    const sources: string[] = [];
    for (const dir of [EN_PAGES, JA_PAGES]) {
      const file = path.join(dir, name);
      if (!existsSync(path.join(root, file))) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      sources.push(source);
      pages += 1;
      examples += examplesOf(source).length;
      problems.push(...checkApiPage(spec, file, source));
      const slug = path.basename(name).replace(/\.mdx?$/, '');
      problems.push(...coverageProblems(spec, file, slug, source));
    }
    if (sources.length === 2) problems.push(...parityProblems(path.join(EN_PAGES, name), sources[0]!, path.join(JA_PAGES, name), sources[1]!));
  }
  // Every operation is documented on a page that exists in both locales.
  for (const operation of spec.operations.values()) {
    const page = operation.page ? `${SECTION}/${operation.page}` : null;
    for (const dir of [EN_PAGES, JA_PAGES]) {
      if (!page || !['.md', '.mdx'].some((ext) => existsSync(path.join(root, dir, page + ext)))) {
        problems.push(`${DOCUMENT}: ${operation.id}: externalDocs.url names no page of ${dir}/${SECTION}/ (${operation.page ?? 'none'})`);
      }
    }
  }
}

for (const problem of problems) console.error(`api examples: ${problem}`);
const ms = Math.round(performance.now() - started);
console.log(`api examples: ${examples} examples on ${pages} pages checked against ${DOCUMENT} (${spec?.operations.size ?? 0} operations) in ${ms} ms, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
