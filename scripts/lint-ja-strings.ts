/**
 * Runs the spacing and terms rules of `.textlintrc.json` (preset-ja-spacing and prh, the rules
 * that apply to a label as much as to a sentence) over the Japanese texts outside page bodies:
 * UI strings and front-matter titles and descriptions. With `--fix`, writes the fixed texts back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { japaneseStrings } from './lib/ja-strings';
import { createLabelLinter } from './lib/label-linter';

const root = path.resolve(import.meta.dirname, '..');
const fix = process.argv.includes('--fix');

async function main(): Promise<void> {
  const linter = await createLabelLinter(root);
  const strings = await japaneseStrings(root);
  let problems = 0;
  for (const { source, text } of strings) {
    const reasons = await linter.problems(text);
    if (reasons.length === 0) continue;
    problems += 1;
    console.error(`ja strings: ${source.file} ${source.key}: "${text}": ${reasons.join('; ')}`);
    if (fix) {
      const file = path.join(root, source.file);
      const before = readFileSync(file, 'utf8');
      // Front matter and JSON both hold these texts verbatim (they contain nothing JSON escapes).
      if (!before.includes(text)) throw new Error(`${source.file}: cannot find "${text}" to fix`);
      writeFileSync(file, before.replace(text, await linter.fixed(text)));
    }
  }
  console.log(`ja strings: ${strings.length} UI strings and front-matter fields checked, ${problems} with problems${fix ? ' (fixed)' : ''}`);
  process.exit(problems > 0 && !fix ? 1 : 0);
}

void main();
