import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { CodeBlock } from './code-blocks';

/** The mark that ends a logging line with what it must print: `console.log(x); // → 42`. */
const PROOF = /\/\/\s*→\s?(.*)$/;
/** A page block the runner executes: ```` ```js run ```` or ```` ```js run frames=180 ````. */
const RUN_META = /(?:^|\s)run(?:\s|$)/;
const FRAMES_META = /(?:^|\s)frames=(\d+)(?:\s|$)/;
/** Frames the runner advances after a sample's top-level code unless it asks for more. */
export const DEFAULT_FRAMES = 60;

/** A sample file asks for more frames with a comment line that says `frames=N`. */
const FILE_FRAMES = /^[ \t]*\/\/.*?(?:^|\s)frames=(\d+)(?:\s|[.,;:]|$)/m;

/** Frames to advance after a sample file's top-level code: its `// … frames=N …` line, or the default. */
export function fileFramesOf(code: string): number {
  const frames = FILE_FRAMES.exec(code);
  return frames ? Number(frames[1]) : DEFAULT_FRAMES;
}

/** What each proven line of a sample must print, by 1-based line number. */
export function expectedLogs(code: string): Map<number, string> {
  const expected = new Map<number, string>();
  code.split(/\r?\n/).forEach((text, index) => {
    if (!/console\.log\(/.test(text)) return;
    const match = PROOF.exec(text);
    if (match) expected.set(index + 1, match[1]!.trimEnd());
  });
  return expected;
}

/** A page block is run when its meta says `run`; returns the frames to advance, or null. */
export function runFramesOf(block: Pick<CodeBlock, 'lang' | 'meta'>): number | null {
  if (!/^(js|javascript|mjs)$/.test(block.lang) || !RUN_META.test(block.meta)) return null;
  const frames = FRAMES_META.exec(block.meta);
  return frames ? Number(frames[1]) : DEFAULT_FRAMES;
}

/**
 * What a reader sees for one `console.log` call, reduced to plain text: strings as they are,
 * numbers, booleans and the like through `String`, objects through their own `toString` when they
 * have one (a `Vec3` prints `[0, 1, 0]`), anything else through `util.inspect`; joined by spaces.
 */
export function formatLogArgs(args: readonly unknown[]): string {
  return args
    .map((value) => {
      if (typeof value === 'string') return value;
      if (value === null || typeof value !== 'object') return String(value);
      const own = (value as { toString?: () => string }).toString;
      if (typeof own === 'function' && own !== Object.prototype.toString && own !== Array.prototype.toString) return String(value);
      return inspect(value, { breakLength: Infinity, depth: 4 });
    })
    .join(' ');
}

/** The 1-based line in `fileUrl` of the innermost stack frame that lies in it, or null. */
export function callSiteLine(stack: string, fileUrl: string): number | null {
  // tsx compiles a module that contains `import(` itself, and its frames then name the file's
  // path instead of its file: URL; both mean the sample.
  const locations = fileUrl.startsWith('file:') ? [fileUrl, fileURLToPath(fileUrl)] : [fileUrl];
  for (const frame of stack.split('\n').slice(1)) {
    for (const location of locations) {
      const at = frame.lastIndexOf(location + ':');
      if (at < 0) continue;
      const line = /^:(\d+):\d+/.exec(frame.slice(at + location.length));
      if (line) return Number(line[1]);
    }
  }
  return null;
}

/** Compares what the proven lines printed with what they say they print; returns the problems. */
export function checkProofs(expected: ReadonlyMap<number, string>, printed: ReadonlyMap<number, string>): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  for (const [line, text] of expected) {
    const actual = printed.get(line);
    if (actual === undefined) problems.push({ line, message: `never logged (expected "${text}")` });
    else if (actual !== text) problems.push({ line, message: `printed "${actual}", the page says "${text}"` });
  }
  return problems;
}
