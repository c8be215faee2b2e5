/**
 * Runs the spacing and terms rules of `.textlintrc.json` (preset-ja-spacing and prh, the rules
 * that apply to a label as much as to a sentence) over the Japanese texts outside page bodies:
 * UI strings and front-matter titles and descriptions. With `--fix`, writes the fixed texts back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import { japaneseStrings } from './lib/ja-strings';

const root = path.resolve(import.meta.dirname, '..');
const fix = process.argv.includes('--fix');
/** Rule ids (as textlint names them) that make sense for a short label. */
const isLabelRule = (ruleId: string) => ruleId.startsWith('ja-spacing/') || ruleId === 'prh';
/** Any text is linted as a plain Markdown paragraph; the name only picks the plugin, nothing is read. */
const AS_MARKDOWN = path.join(root, 'ja-string.md');

async function main(): Promise<void> {
  const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.json') });
  const rules = (descriptor.toKernelOptions().rules ?? []).filter((rule) => isLabelRule(rule.ruleId));
  const linter = createLinter({ descriptor: descriptor.shallowMerge({ rules }) });
  const strings = await japaneseStrings(root);
  let problems = 0;
  for (const { source, text } of strings) {
    const { messages } = await linter.lintText(text, AS_MARKDOWN);
    if (messages.length === 0) continue;
    problems += 1;
    const reasons = [...new Set(messages.map((message) => `${message.message.split('\n')[0]} (${message.ruleId})`))];
    console.error(`ja strings: ${source.file} ${source.key}: "${text}": ${reasons.join('; ')}`);
    if (fix) {
      const { output } = await linter.fixText(text, AS_MARKDOWN);
      const file = path.join(root, source.file);
      const before = readFileSync(file, 'utf8');
      // Front matter and JSON both hold the text verbatim (JSON escapes nothing in these strings).
      if (!before.includes(text)) throw new Error(`${source.file}: cannot find "${text}" to fix`);
      writeFileSync(file, before.replace(text, output));
    }
  }
  console.log(`ja strings: ${strings.length} UI strings and front-matter fields checked, ${problems} with problems${fix ? ' (fixed)' : ''}`);
  process.exit(problems > 0 && !fix ? 1 : 0);
}

void main();
