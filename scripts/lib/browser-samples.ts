/**
 * What the checks that run the pages' browser samples in headless Chromium share
 * (scripts/check-pcui-samples.ts, scripts/check-react-samples.ts): one esbuild build of every
 * sample (shared chunks, external source maps, a sample esbuild cannot bundle reported and left
 * out), the page each sample runs in, the console recorder that page starts with, which line of
 * the sample a browser stack frame points at (through the bundle's source map), how what a page
 * recorded becomes problems (`console.error`, errors, the `// →` proofs of
 * scripts/lib/sample-proofs.ts), a pool of pages, and whether a picture shows anything.
 */
import path from 'node:path';
import { build, type BuildFailure, type BuildOptions, type OutputFile } from 'esbuild';
import type { Page } from '@playwright/test';
import { checkProofs, expectedLogs, formatLogArgs } from './sample-proofs';

/** A sample as the browser checks know it. */
export interface BrowserSample {
  /** Absolute path. */
  file: string;
  /** Project-relative path, as problems name it. */
  origin: string;
  code: string;
  /** The bundle's entry script, served under /bundle/ (set by {@link bundleSamples}). */
  entry?: string;
}

/** What the page records: console.log and console.error calls with their stacks and arguments. */
export interface LoggedCall {
  /** `listener`: an error thrown in an event listener, which Observer's `Events#emit` catches and logs. */
  kind: 'log' | 'error' | 'listener';
  stack: string;
  parts: ({ text: string } | { value: unknown })[];
}

/** What the sample page's loader says about the sample's top-level code. */
export interface PageState {
  done?: boolean;
  error?: { message: string; stack: string };
}

/**
 * Runs before any script of the page: records console.log (and still prints it) and console.error
 * (instead of printing it, so the browser's own error messages stay apart) in `window.__sampleCalls`,
 * each with its stack and its arguments reduced as formatLogArgs would reduce them (plain data is
 * copied as JSON, at the moment of the call). An error thrown in a listener of a PCUI element or
 * an observer never reaches the page: `Events#emit` of @playcanvas/observer catches it, calls
 * `console.info('%c%s %c(event error)', …, name, …)`, then `console.log(error.stack)`; that pair is
 * recorded as a `listener` error whose stack is the thrown error's.
 */
export const CONSOLE_RECORDER = `(() => {
  Error.stackTraceLimit = 50;
  const calls = [];
  window.__sampleCalls = calls;
  const part = (value) => {
    if (typeof value === 'string') return { text: value };
    if (value === null || typeof value !== 'object') return { text: String(value) };
    const own = value.toString;
    if (typeof own === 'function' && own !== Object.prototype.toString && own !== Array.prototype.toString) return { text: String(value) };
    try { return { value: JSON.parse(JSON.stringify(value)) }; } catch { return { text: Object.prototype.toString.call(value) }; }
  };
  let listenerError = null;
  const info = console.info.bind(console);
  console.info = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes('(event error)')) listenerError = String(args[2]);
    info(...args);
  };
  const log = console.log.bind(console);
  console.log = (...args) => {
    if (listenerError !== null) {
      const stack = String(args[0]);
      calls.push({ kind: 'listener', stack, parts: [{ text: 'error in a listener of ' + JSON.stringify(listenerError) + ': ' + stack.split('\\n')[0] }] });
      listenerError = null;
    } else {
      calls.push({ kind: 'log', stack: new Error().stack || '', parts: args.map(part) });
    }
    log(...args);
  };
  console.error = (...args) => {
    calls.push({ kind: 'error', stack: new Error().stack || '', parts: args.map(part) });
  };
})();`;

/**
 * The page a sample runs in: `body` (markup), then the bundle's entry imported as a module; the
 * loader sets `window.__sample` to a {@link PageState} when the top-level code has finished or thrown.
 */
export function samplePage(entry: string, body = '', head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${entry}</title>
${head}<script type="module">
const state = window.__sample = {};
import('/bundle/${entry}').then(
  () => { state.done = true; },
  (error) => { state.error = { message: String(error), stack: String(error && error.stack || '') }; state.done = true; },
);
</script>
</head>
<body>${body}</body>
</html>
`;
}

/** Waits for the page's loader (see {@link samplePage}); throws after `timeoutMs`. */
export async function topLevelDone(page: Page, timeoutMs: number): Promise<PageState> {
  await page.waitForFunction(() => (window as unknown as { __sample?: PageState }).__sample?.done === true, null, { timeout: timeoutMs }).catch(() => {
    throw new Error(`did not finish its top-level code within ${timeoutMs / 1000} s`);
  });
  return page.evaluate(() => (window as unknown as { __sample: PageState }).__sample);
}

/** The calls {@link CONSOLE_RECORDER} recorded; throws when it never ran. */
export async function recordedCalls(page: Page): Promise<LoggedCall[]> {
  const recorded = await page.evaluate(() => (window as unknown as { __sampleCalls?: LoggedCall[] }).__sampleCalls ?? null);
  if (recorded === null) throw new Error('the console recorder did not run (CONSOLE_RECORDER)');
  return recorded;
}

/** Two animation frames and a task: React commits and deferred work lands before the page is read. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

export interface BundleOptions {
  /** Where esbuild pretends to write (nothing is written): the source maps' `sources` are relative to it. */
  outDir: string;
  /** The samples' folder: entries keep their path below it. */
  outBase: string;
  root: string;
  /** Anything else for esbuild (`inject`, `loader`, …). */
  extra?: BuildOptions;
}

/**
 * Bundles every sample in one esbuild build (React in its development build, so its warnings
 * count); sets each sample's `entry`. A sample esbuild cannot bundle is reported in `problems`
 * (file and line) and left out. Returns the output files by their path below `outDir`.
 */
export async function bundleSamples(samples: BrowserSample[], problems: string[], { outDir, outBase, root, extra = {} }: BundleOptions): Promise<Map<string, OutputFile>> {
  const run = (entries: readonly BrowserSample[]) =>
    build({
      entryPoints: entries.map((sample) => sample.file),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      // The project's tsconfig is for the site; samples follow the type-check's options.
      tsconfigRaw: '{}',
      define: { 'process.env.NODE_ENV': '"development"' },
      outdir: outDir,
      outbase: outBase,
      entryNames: '[dir]/[name]',
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: 'external',
      sourcesContent: false,
      metafile: true,
      write: false,
      logLevel: 'silent',
      ...extra,
    });
  let entries = [...samples];
  for (let attempt = 0; entries.length > 0; attempt += 1) {
    try {
      const result = await run(entries);
      // `metafile` and `write: false` are set above; `extra` only widens the result's type.
      const outputs = result.metafile!.outputs;
      for (const sample of entries) {
        const input = path.relative(root, sample.file).split(path.sep).join('/');
        const output = Object.keys(outputs).find((name) => outputs[name]!.entryPoint === input);
        if (output) sample.entry = path.relative(outDir, path.resolve(root, output)).split(path.sep).join('/');
      }
      return new Map(result.outputFiles!.map((file) => [path.relative(outDir, file.path).split(path.sep).join('/'), file]));
    } catch (error) {
      const failure = error as BuildFailure;
      if (!failure.errors || attempt > 0) throw error;
      const failed = new Set<string>();
      for (const message of failure.errors) {
        const file = message.location ? path.resolve(root, message.location.file) : undefined;
        const sample = samples.find((candidate) => candidate.file === file) ?? samples.find((candidate) => message.text.includes(candidate.origin));
        problems.push(`${sample?.origin ?? message.location?.file ?? 'bundle'}:${message.location?.line ?? 1} esbuild: ${message.text}`);
        if (sample) failed.add(sample.file);
      }
      if (failed.size === 0) throw error;
      entries = entries.filter((sample) => !failed.has(sample.file));
    }
  }
  return new Map();
}

/** Source-map lookups for the bundle's scripts as the page loads them (`…/bundle/<name>`), decoded once each. */
export function bundleMaps(outputs: ReadonlyMap<string, OutputFile>): (url: string) => { map: DecodedMap; dir: string } | undefined {
  const maps = new Map<string, { map: DecodedMap; dir: string }>();
  return (url) => {
    const name = /\/bundle\/(.+)$/.exec(new URL(url).pathname)?.[1];
    if (!name) return undefined;
    if (!maps.has(name)) {
      const file = outputs.get(`${name}.map`);
      if (!file) return undefined;
      maps.set(name, { map: decodeSourceMap(JSON.parse(file.text) as { sources: string[]; mappings: string }), dir: path.dirname(file.path) });
    }
    return maps.get(name);
  };
}

/** Serves the bundle's files under /bundle/ (for serveFiles' lookup); undefined for other paths. */
export function bundleFile(outputs: ReadonlyMap<string, OutputFile>, pathname: string): Buffer | undefined {
  return pathname.startsWith('/bundle/') ? (outputs.get(pathname.slice('/bundle/'.length))?.contents as Buffer | undefined) : undefined;
}

/**
 * Runs `check` over `items`, `pages` at a time (pages of one browser: a sample spends much of its
 * time waiting, and two pages overlap those waits); returns the results in the items' order.
 */
export async function inPool<T, R>(items: readonly T[], pages: number, check: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await check(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(pages, items.length) }, worker));
  return results;
}

/**
 * The problems of one sample's run, as `file:line message` lines: every `console.error`, error
 * in a listener, page error and browser error, then (when there was none) the `// →` proofs
 * against what each proven line printed first. `verbose` prints every console.log with its line.
 */
export function runProblems(
  sample: BrowserSample,
  run: { calls: readonly LoggedCall[]; pageErrors: readonly { message: string; stack: string }[]; browserErrors: readonly string[] },
  mapOf: (url: string) => { map: DecodedMap; dir: string } | undefined,
  verbose = false,
): string[] {
  const at = (line: number | null) => `${sample.origin}:${line ?? 1}`;
  const lineOf = (stack: string) => sampleLineOfStack(stack, sample.file, mapOf);
  const printed = new Map<number, string>();
  const errors: string[] = [];
  for (const call of run.calls) {
    const text = formatLogArgs(call.parts.map((part) => ('text' in part ? part.text : part.value)));
    const line = lineOf(call.stack);
    if (call.kind === 'error') errors.push(`${at(line)} console.error: ${text}`);
    else if (call.kind === 'listener') errors.push(`${at(line)} ${text}`);
    else if (line !== null && !printed.has(line)) printed.set(line, text);
    if (verbose && call.kind === 'log') console.log(`  ${at(line)} ${text}`);
  }
  errors.push(...run.pageErrors.map((error) => `${at(lineOf(error.stack))} ${error.message}`));
  errors.push(...run.browserErrors.map((message) => `${at(null)} browser: ${message}`));
  if (errors.length > 0) return errors;
  return checkProofs(expectedLogs(sample.code), printed).map(({ line, message }) => `${at(line)} ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Source maps: which line of the sample a frame of the bundle is.

/** One frame of a V8 stack: the script's URL, 1-based line and column. */
export interface StackFrame {
  url: string;
  line: number;
  column: number;
}

/** The frames of a V8 `Error.stack` that name a script position, innermost first. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const text of stack.split('\n')) {
    const match = /\(?((?:https?|file):\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/.exec(text.trim());
    if (match) frames.push({ url: match[1]!, line: Number(match[2]), column: Number(match[3]) });
  }
  return frames;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A decoded segment: generated column, source index, original line, original column (all 0-based). */
type Segment = [number, number, number, number];

/** A source map (version 3) decoded for position lookups. */
export interface DecodedMap {
  sources: string[];
  /** Per generated line (0-based), its segments sorted by generated column. */
  lines: Segment[][];
}

/** Decodes a version 3 source map's `mappings` (Base64 VLQ). Segments without a source are dropped. */
export function decodeSourceMap(map: { sources: string[]; mappings: string }): DecodedMap {
  const lines: Segment[][] = [];
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  for (const lineText of map.mappings.split(';')) {
    const segments: Segment[] = [];
    let generatedColumn = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`source map: bad character ${JSON.stringify(char)}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      generatedColumn += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      originalLine += fields[2]!;
      originalColumn += fields[3]!;
      segments.push([generatedColumn, source, originalLine, originalColumn]);
    }
    lines.push(segments);
  }
  return { sources: map.sources, lines };
}

/**
 * The original source and 1-based line of a 1-based generated position: the last segment of that
 * line that starts at or before the column (or the line's first segment), null when the line
 * maps nothing.
 */
export function originalPosition(map: DecodedMap, line: number, column: number): { source: string; line: number } | null {
  const segments = map.lines[line - 1];
  if (!segments || segments.length === 0) return null;
  let found = segments[0]!;
  for (const segment of segments) {
    if (segment[0] > column - 1) break;
    found = segment;
  }
  return { source: map.sources[found[1]]!, line: found[2] + 1 };
}

/**
 * The 1-based line of the sample of the innermost frame that lies in it, or null: the same
 * question scripts/lib/sample-proofs.ts `callSiteLine` answers in Node, asked of a bundle.
 * `mapOf` gives the decoded map of a script URL and the directory its `sources` are relative to.
 */
export function sampleLineOfStack(
  stack: string,
  sample: string,
  mapOf: (url: string) => { map: DecodedMap; dir: string } | undefined,
): number | null {
  for (const frame of stackFrames(stack)) {
    const found = mapOf(frame.url);
    if (!found) continue;
    const position = originalPosition(found.map, frame.line, frame.column);
    if (position && path.resolve(found.dir, position.source) === sample) return position.line;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** Pixels further than this (sum of RGB differences) from the background count as drawn. */
const INK_TOLERANCE = 24;
/** A sample rendered when at least this many pixels differ from the page's background. */
export const MIN_INK_PIXELS = 20;

/**
 * How many pixels of an RGBA image differ from its most common colour (the background): what
 * the sample drew. Transparent pixels count as the background.
 */
export function inkPixels(rgba: Uint8Array | Uint8ClampedArray): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = ((rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!) >>> 0;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let background = 0;
  let most = -1;
  for (const [key, count] of counts) {
    if (count > most) {
      most = count;
      background = key;
    }
  }
  const [br, bg, bb] = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
  let ink = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] === 0) continue;
    if (Math.abs(rgba[i]! - br) + Math.abs(rgba[i + 1]! - bg) + Math.abs(rgba[i + 2]! - bb) > INK_TOLERANCE) ink += 1;
  }
  return ink;
}
