/**
 * Parses every ESM script the site shows (files under examples/ and js/ts code blocks of both
 * locales that extend `Script`) with the Editor's own attribute parser, and fails on anything the
 * Editor would reject: an attribute type it cannot show, a malformed tag, a script with no name.
 * Failures name the file (or page) and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseScripts } from './lib/attribute-parser';
import { esmScriptModules, type ScriptOrigin } from './lib/esm-scripts';

const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const started = performance.now();
  const origins = esmScriptModules(root, (file) => readFileSync(file, 'utf8'));
  const sources = new Map([...origins].map(([virtualPath, origin]) => [virtualPath, origin.source]));
  const problems = await parseScripts(sources);
  for (const problem of problems) {
    const origin = origins.get(problem.file) as ScriptOrigin;
    console.error(`attributes: ${origin.file}:${origin.firstLine + problem.line - 1}: ${problem.type}: ${problem.message}`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(`attributes: ${origins.size} ESM scripts parsed with the Editor's attribute parser, ${problems.length} problems, ${ms} ms`);
  process.exit(problems.length > 0 ? 1 : 0);
}

void main();
