/**
 * Runs every PCUI sample (examples/pcui/**\/*.ts and *.tsx) in headless Chromium: bundles them all
 * with esbuild in one build (shared chunks for PCUI, PCUI Graph, Observer and React; React in its
 * development build, so its warnings count), then opens each in a fresh page of one browser.
 * A sample fails, named by file (and line where a stack frame of the sample says so), on:
 * - a broken convention (scripts/lib/pcui-samples.ts: the packages' styles imported, the UI
 *   mounted into `document.body`);
 * - a thrown error or rejected promise (top-level code included), an error thrown in an event
 *   listener (which PCUI's and Observer's `emit` catch and only log), a `console.error`, or an
 *   error the browser logs (a resource that failed to load);
 * - no PCUI element (`.pcui-element`) in `document.body`, or a screenshot with fewer than
 *   MIN_INK_PIXELS pixels that differ from the page's background;
 * - a `console.log(…); // → text` line that printed anything but `text` (the engine runner's
 *   semantics, scripts/lib/sample-proofs.ts: the first call from that line, strings as they are,
 *   numbers through `String`, objects through their own `toString`, plain data through
 *   `util.inspect`).
 * Comment lines `// click: <selector>` and `// fill: <selector> = <text>` interact with the
 * rendered UI, in order, after the sample's top-level code and before the proofs are read.
 *
 * Usage: npx tsx scripts/check-pcui-samples.ts [--verbose] [--screenshots=<dir>] [sample.ts|sample.tsx …]
 * (no files: every sample). `PCUI_SAMPLE_PAGES` sets how many pages run at once (2).
 * `--verbose` prints every console.log call of each sample with its line, to write the proofs;
 * `--screenshots=<dir>` writes the screenshot each sample was judged by to `<dir>/<sample path>.png`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildFailure, type OutputFile } from 'esbuild';
import type { Page } from '@playwright/test';
import { listFiles } from '../lib/files';
import { launchChromium, serveFiles } from './lib/headless-chromium';
import { checkProofs, expectedLogs, formatLogArgs } from './lib/sample-proofs';
import {
  conventionProblems, decodeSourceMap, inkPixels, MIN_INK_PIXELS, PCUI_SAMPLE_FILE, PCUI_SAMPLES_DIR, sampleActions, sampleLineOfStack,
  type DecodedMap, type SampleAction,
} from './lib/pcui-samples';
import { runMain } from './lib/run-main';

const root = path.resolve(import.meta.dirname, '..');
/** Where esbuild pretends to write (nothing is written): the source maps' `sources` are relative to it. */
const OUT_DIR = path.join(root, '.pcui-samples-bundle');
const VIEWPORT = { width: 800, height: 600 };
/** Top-level code (awaits included) must finish within this. */
const LOAD_TIMEOUT_MS = 15_000;
/** A PCUI element must be in the page within this after the top-level code (React renders later). */
const RENDER_TIMEOUT_MS = 5_000;
const VERBOSE = process.argv.includes('--verbose');
/** Samples checked at the same time, each in its own page. */
const PAGES = Number(process.env.PCUI_SAMPLE_PAGES ?? 2);
const SCREENSHOTS = process.argv.find((arg) => arg.startsWith('--screenshots='))?.slice('--screenshots='.length);

interface Sample {
  /** Absolute path. */
  file: string;
  /** Project-relative path, as problems name it. */
  origin: string;
  code: string;
  actions: SampleAction[];
  /** The bundle's entry script, served under /bundle/. */
  entry?: string;
}

/** What the page records: console.log and console.error calls with their stacks and arguments. */
interface LoggedCall {
  /** `listener`: an error thrown in an event listener, which Observer's `Events#emit` catches and logs. */
  kind: 'log' | 'error' | 'listener';
  stack: string;
  parts: ({ text: string } | { value: unknown })[];
}

interface PageState {
  done?: boolean;
  error?: { message: string; stack: string };
}

/**
 * Runs before any script of the page: records console.log (and still prints it) and console.error
 * (instead of printing it, so the browser's own error messages stay apart), each with its stack
 * and its arguments reduced as formatLogArgs would reduce them (plain data is copied as JSON, at
 * the moment of the call). An error thrown in a listener of a PCUI element or an observer never
 * reaches the page: `Events#emit` of @playcanvas/observer catches it, calls
 * `console.info('%c%s %c(event error)', …, name, …)`, then `console.log(error.stack)`; that pair is
 * recorded as a `listener` error whose stack is the thrown error's.
 */
const INIT_SCRIPT = `(() => {
  Error.stackTraceLimit = 50;
  const calls = [];
  window.__pcuiCalls = calls;
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

function samplePage(entry: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${entry}</title>
<script type="module">
const state = window.__pcuiSample = {};
import('/bundle/${entry}').then(
  () => { state.done = true; },
  (error) => { state.error = { message: String(error), stack: String(error && error.stack || '') }; state.done = true; },
);
</script>
</head>
<body></body>
</html>
`;
}

function collect(args: readonly string[]): { samples: Sample[]; problems: string[] } {
  const files = args.length ? args.map((arg) => path.resolve(arg)) : listFiles(path.join(root, PCUI_SAMPLES_DIR), PCUI_SAMPLE_FILE);
  const samples: Sample[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const origin = path.relative(root, file);
    if (!PCUI_SAMPLE_FILE.test(file) || !existsSync(file)) {
      problems.push(`${origin}: not a PCUI sample (.ts or .tsx file)`);
      continue;
    }
    const code = readFileSync(file, 'utf8');
    const broken = conventionProblems(origin, code).map((message) => `${origin}:1 ${message}`);
    try {
      samples.push({ file, origin, code, actions: sampleActions(code) });
    } catch (error) {
      broken.push(`${origin}: ${error instanceof Error ? error.message : String(error)}`);
    }
    problems.push(...broken);
  }
  return { samples, problems };
}

/** Bundles every sample in one esbuild build; a sample esbuild cannot bundle is reported and left out. */
async function bundle(samples: Sample[], problems: string[]): Promise<Map<string, OutputFile>> {
  const run = (entries: readonly Sample[]) =>
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
      outdir: OUT_DIR,
      outbase: path.join(root, PCUI_SAMPLES_DIR),
      entryNames: '[dir]/[name]',
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: 'external',
      sourcesContent: false,
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  let entries = [...samples];
  for (let attempt = 0; entries.length > 0; attempt += 1) {
    try {
      const result = await run(entries);
      const outputs = result.metafile.outputs;
      for (const sample of entries) {
        const input = path.relative(root, sample.file).split(path.sep).join('/');
        const output = Object.keys(outputs).find((name) => outputs[name]!.entryPoint === input);
        if (output) sample.entry = path.relative(OUT_DIR, path.resolve(root, output)).split(path.sep).join('/');
      }
      return new Map(result.outputFiles.map((file) => [path.relative(OUT_DIR, file.path).split(path.sep).join('/'), file]));
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

/** Two animation frames and a task: React commits and PCUI's deferred work lands before the page is read. */
function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * How many pixels of a screenshot of the body differ from the page's background: the viewport's
 * width, and as tall as the body's content (the viewport's height at most; the whole viewport
 * when the content has no height, e.g. when it is all positioned).
 */
async function screenshotInk(page: Page, sample: Sample): Promise<number> {
  const height = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().bottom));
  const clip = { x: 0, y: 0, width: VIEWPORT.width, height: height > 0 ? Math.min(height, VIEWPORT.height) : VIEWPORT.height };
  const png = await page.screenshot({ type: 'png', clip });
  if (SCREENSHOTS) {
    const file = path.join(path.resolve(SCREENSHOTS), `${path.relative(path.join(root, PCUI_SAMPLES_DIR), sample.file)}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
  const base64 = await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const bytes = new Uint8Array(context.getImageData(0, 0, bitmap.width, bitmap.height).data.buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, png.toString('base64'));
  return inkPixels(Buffer.from(base64, 'base64'));
}

async function act(page: Page, action: SampleAction): Promise<void> {
  const target = page.locator(action.selector).first();
  if (action.kind === 'click') await target.click({ timeout: RENDER_TIMEOUT_MS });
  else {
    await target.fill(action.text, { timeout: RENDER_TIMEOUT_MS });
    await target.press('Enter', { timeout: RENDER_TIMEOUT_MS });
  }
  await settle(page);
}

/** Runs one sample in a fresh page; returns its problems as `file:line message` lines. */
async function check(
  sample: Sample,
  open: (page: Page, entry: string) => Promise<void>,
  newPage: () => Promise<Page>,
  mapOf: (url: string) => { map: DecodedMap; dir: string } | undefined,
): Promise<string[]> {
  const at = (line: number | null) => `${sample.origin}:${line ?? 1}`;
  const lineOf = (stack: string) => sampleLineOfStack(stack, sample.file, mapOf);
  const problems: string[] = [];
  const page = await newPage();
  const browserErrors: string[] = [];
  const pageErrors: { message: string; stack: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push({ message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }));
  let calls: LoggedCall[] = [];
  try {
    await page.addInitScript(INIT_SCRIPT);
    await open(page, sample.entry!);
    await page.waitForFunction(() => (window as unknown as { __pcuiSample?: PageState }).__pcuiSample?.done === true, null, { timeout: LOAD_TIMEOUT_MS }).catch(() => {
      throw new Error(`did not finish its top-level code within ${LOAD_TIMEOUT_MS / 1000} s`);
    });
    const state = await page.evaluate(() => (window as unknown as { __pcuiSample: PageState }).__pcuiSample);
    if (state.error) pageErrors.push(state.error);
    else {
      const rendered = await page
        .waitForFunction(() => document.body.querySelector('.pcui-element') !== null, null, { timeout: RENDER_TIMEOUT_MS })
        .then(() => true, () => false);
      if (!rendered) problems.push(`${at(null)} no PCUI element (.pcui-element) in document.body within ${RENDER_TIMEOUT_MS / 1000} s`);
      await settle(page);
      for (const action of sample.actions) {
        try {
          await act(page, action);
        } catch (error) {
          problems.push(`${at(action.line)} ${action.kind} ${action.selector}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          break;
        }
      }
      if (rendered) {
        const ink = await screenshotInk(page, sample);
        if (ink < MIN_INK_PIXELS) problems.push(`${at(null)} looks blank: ${ink} pixels differ from the background (at least ${MIN_INK_PIXELS} expected)`);
      }
    }
    const recorded = await page.evaluate(() => (window as unknown as { __pcuiCalls?: LoggedCall[] }).__pcuiCalls ?? null);
    if (recorded === null) throw new Error('the console recorder did not run (INIT_SCRIPT)');
    calls = recorded;
  } catch (error) {
    problems.push(`${at(null)} ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }

  const printed = new Map<number, string>();
  const errors: string[] = [];
  for (const call of calls) {
    const text = formatLogArgs(call.parts.map((part) => ('text' in part ? part.text : part.value)));
    const line = lineOf(call.stack);
    if (call.kind === 'error') errors.push(`${at(line)} console.error: ${text}`);
    else if (call.kind === 'listener') errors.push(`${at(line)} ${text}`);
    else if (line !== null && !printed.has(line)) printed.set(line, text);
    if (VERBOSE && call.kind === 'log') console.log(`  ${at(line)} ${text}`);
  }
  errors.push(...pageErrors.map((error) => `${at(lineOf(error.stack))} ${error.message}`));
  errors.push(...browserErrors.map((message) => `${at(null)} browser: ${message}`));
  problems.push(...errors);
  if (errors.length === 0) problems.push(...checkProofs(expectedLogs(sample.code), printed).map(({ line, message }) => `${at(line)} ${message}`));
  return problems;
}

async function main(): Promise<number> {
  const started = performance.now();
  const { samples, problems } = collect(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
  const outputs = samples.length ? await bundle(samples, problems) : new Map<string, OutputFile>();
  const bundled = performance.now();

  const maps = new Map<string, { map: DecodedMap; dir: string }>();
  const mapOf = (url: string) => {
    const name = /\/bundle\/(.+)$/.exec(new URL(url).pathname)?.[1];
    if (!name) return undefined;
    if (!maps.has(name)) {
      const file = outputs.get(`${name}.map`);
      if (!file) return undefined;
      maps.set(name, { map: decodeSourceMap(JSON.parse(file.text) as { sources: string[]; mappings: string }), dir: path.dirname(file.path) });
    }
    return maps.get(name);
  };

  const runnable = samples.filter((sample) => sample.entry);
  let proofs = 0;
  if (runnable.length) {
    const { server, origin } = await serveFiles((pathname) => {
      if (pathname.startsWith('/bundle/')) return outputs.get(pathname.slice('/bundle/'.length))?.contents as Buffer | undefined;
      const page = /^\/sample\/(.+)\.html$/.exec(pathname);
      return page ? samplePage(page[1]!) : undefined;
    });
    const browser = await launchChromium();
    try {
      // Pages of one browser, PAGES at a time: a sample spends much of its time waiting (loading,
      // animation frames, timers), and two pages overlap those waits.
      const results = new Map<Sample, string[]>();
      let next = 0;
      const worker = async () => {
        for (let sample = runnable[next++]; sample; sample = runnable[next++]) {
          const sampleStarted = performance.now();
          results.set(
            sample,
            await check(
              sample,
              async (page, entry) => {
                await page.goto(`${origin}/sample/${entry}.html`);
              },
              () => browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 }),
              mapOf,
            ),
          );
          if (VERBOSE) console.log(`  ${sample.origin}: ${Math.round(performance.now() - sampleStarted)} ms`);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PAGES, runnable.length) }, worker));
      for (const sample of runnable) {
        proofs += expectedLogs(sample.code).size;
        problems.push(...(results.get(sample) ?? []));
      }
    } finally {
      await browser.close();
      server.close();
    }
  }

  const tsx = samples.filter((sample) => sample.file.endsWith('.tsx')).length;
  console.log(
    `[check-pcui-samples] ${samples.length} PCUI samples (${samples.length - tsx} .ts, ${tsx} .tsx) bundled in ${((bundled - started) / 1000).toFixed(1)} s ` +
      `and rendered in headless Chromium, ${proofs} printed values checked, ${problems.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  return problems.length ? 1 : 0;
}

runMain('check-pcui-samples', main);
