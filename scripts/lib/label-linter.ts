import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';

/** Rule ids (as textlint names them) that make sense for a short label: spacing and terms. */
const isLabelRule = (ruleId: string) => ruleId.startsWith('ja-spacing/') || ruleId === 'prh';

/** A linter for Japanese labels and one-line texts: the spacing and terms rules of the project's textlint configuration. */
export async function createLabelLinter(root: string) {
  const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.json') });
  const rules = (descriptor.toKernelOptions().rules ?? []).filter((rule) => isLabelRule(rule.ruleId));
  const linter = createLinter({ descriptor: descriptor.shallowMerge({ rules }) });
  // Any text is linted as a plain Markdown paragraph; the name only picks the plugin, nothing is read.
  const asMarkdown = path.join(root, 'ja-string.md');
  return {
    /** The distinct problems of a text, each as "message (rule)". */
    async problems(text: string): Promise<string[]> {
      const { messages } = await linter.lintText(text, asMarkdown);
      return [...new Set(messages.map((message) => `${message.message.split('\n')[0]} (${message.ruleId})`))];
    },
    /** The text with every fixable problem fixed. */
    async fixed(text: string): Promise<string> {
      return (await linter.fixText(text, asMarkdown)).output;
    },
  };
}
