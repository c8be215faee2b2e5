/**
 * The SplatTransform commands of a page, for scripts/check-splat-commands.ts.
 *
 * A fenced block ```bash splat-transform``` is run: each of its lines that starts with
 * `splat-transform ` (or `npx splat-transform ` / `npx @playcanvas/splat-transform `, run with the
 * installed package all the same) is one command; a trailing `\` joins the next line to it, `#`
 * comment lines and other lines (`npm install …`, `ls`) are not run. A block ```bash no-run="reason"```
 * is not run and must say why. A shell block that holds such a command but neither mark is
 * reported as unmarked.
 */
import { extractCodeBlocks } from './code-blocks';

/** One command of a block: its page line and its words after the program name. */
export interface SplatCommand {
  /** 1-based page line where the command starts. */
  line: number;
  /** The command as the page shows it, continuation lines joined. */
  text: string;
  /** Its arguments (without `splat-transform`), split as a POSIX shell would. */
  args: string[];
}

export interface SplatBlocks {
  /** Blocks to run, each a list of commands in page order (line: the block's first code line). */
  run: { line: number; commands: SplatCommand[] }[];
  /** Blocks marked no-run, with their reason. */
  skipped: { line: number; reason: string }[];
  /** Shell blocks holding a splat-transform command without either mark. */
  unmarked: { line: number }[];
  /** What is wrong with a block, as `line: message`. */
  problems: { line: number; message: string }[];
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
/** How a command line starts; the rest are its arguments. */
const PROGRAM = /^(?:npx\s+(?:@playcanvas\/)?)?splat-transform(?=\s|$)/;
const RUN_MARK = /(?:^|\s)splat-transform(?=\s|$)/;
const NO_RUN = /(?:^|\s)no-run(?:="([^"]*)")?(?=\s|$)/;

/**
 * Splits a command line into words the way a POSIX shell does for plain commands: blanks
 * separate, '…' is literal, "…" keeps `\"`, `\\`, `\$` and `` \` `` escapes, `\` outside quotes
 * escapes the next character, and an unquoted word starting with `#` ends the line. Throws on
 * what would make the line more than one plain command (pipes, redirections, `;`, `&&`,
 * substitutions, globs), which this check does not run.
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (char === '#' && !inWord) {
      break;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && '"\\$`'.includes(text[j + 1] ?? '')) j++;
        else if (text[j] === '$' || text[j] === '`') throw new Error(`substitution in "…" is not run by this check: ${text}`);
        word += text[j];
      }
      if (j >= text.length) throw new Error('unterminated double quote');
      inWord = true;
      i = j;
    } else if (char === '\\') {
      word += text[i + 1] ?? '';
      inWord = true;
      i++;
    } else if ('|&;<>()$`*?[]{}~'.includes(char)) {
      throw new Error(`\`${char}\` makes this more than one plain command; give it its own block with no-run="…" or write it plainly`);
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** The commands of one block's code, with page lines counted from `firstLine`. */
export function commandsOf(code: string, firstLine: number): { commands: SplatCommand[]; problems: { line: number; message: string }[] } {
  const lines = code.split('\n');
  const commands: SplatCommand[] = [];
  const problems: { line: number; message: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i]!.trim();
    // A trailing backslash continues the command on the next line.
    while (text.endsWith('\\') && i + 1 < lines.length) {
      text = `${text.slice(0, -1).trimEnd()} ${lines[++i]!.trim()}`;
    }
    if (text === '' || text.startsWith('#')) continue;
    const program = PROGRAM.exec(text);
    if (!program) continue;
    const line = firstLine + start;
    try {
      commands.push({ line, text, args: splitWords(text.slice(program[0].length)) });
    } catch (error) {
      problems.push({ line, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { commands, problems };
}

/** Every splat-transform block of a page (Markdown or MDX source). */
export function splatBlocksOf(source: string): SplatBlocks {
  const result: SplatBlocks = { run: [], skipped: [], unmarked: [], problems: [] };
  for (const block of extractCodeBlocks(source)) {
    const noRun = NO_RUN.exec(block.meta);
    const marked = RUN_MARK.test(block.meta);
    if (noRun) {
      const reason = noRun[1]?.trim() ?? '';
      if (!reason) result.problems.push({ line: block.line - 1, message: 'no-run needs a reason: no-run="needs a GPU (voxel output)"' });
      else if (marked) result.problems.push({ line: block.line - 1, message: 'a block is either run (splat-transform) or not (no-run="…"), not both' });
      else result.skipped.push({ line: block.line, reason });
      continue;
    }
    const { commands, problems } = commandsOf(block.code, block.line);
    if (marked) {
      result.problems.push(...problems);
      if (commands.length === 0 && problems.length === 0) {
        result.problems.push({ line: block.line - 1, message: 'a splat-transform block without a line starting with `splat-transform `' });
      } else if (commands.length > 0) {
        result.run.push({ line: block.line, commands });
      }
    } else if (SHELL_LANGS.has(block.lang) && (commands.length > 0 || problems.length > 0)) {
      result.unmarked.push({ line: block.line - 1 });
    }
  }
  return result;
}
