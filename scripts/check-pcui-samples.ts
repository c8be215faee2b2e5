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
import type { OutputFile } from 'esbuild';
import type { Page } from '@playwright/test';
import { listFiles } from '../lib/files';
import {
  bundleFile, bundleMaps, bundleSamples, CONSOLE_RECORDER, inPool, recordedCalls, runProblems, samplePage, settle, topLevelDone,
  type BrowserSample, type LoggedCall,
} from './lib/browser-samples';
import { launchChromium, serveFiles } from './lib/headless-chromium';
import { expectedLogs } from './lib/sample-proofs';
import {
  conventionProblems, inkPixels, MIN_INK_PIXELS, PCUI_SAMPLE_FILE, PCUI_SAMPLES_DIR, sampleActions, type SampleAction,
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

interface Sample extends BrowserSample {
  actions: SampleAction[];
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
  mapOf: Parameters<typeof runProblems>[2],
): Promise<string[]> {
  const at = (line: number | null) => `${sample.origin}:${line ?? 1}`;
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
    await page.addInitScript(CONSOLE_RECORDER);
    await open(page, sample.entry!);
    const state = await topLevelDone(page, LOAD_TIMEOUT_MS);
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
    calls = await recordedCalls(page);
  } catch (error) {
    problems.push(`${at(null)} ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }
  problems.push(...runProblems(sample, { calls, pageErrors, browserErrors }, mapOf, VERBOSE));
  return problems;
}

async function main(): Promise<number> {
  const started = performance.now();
  const { samples, problems } = collect(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
  const outputs = samples.length
    ? await bundleSamples(samples, problems, { outDir: OUT_DIR, outBase: path.join(root, PCUI_SAMPLES_DIR), root })
    : new Map<string, OutputFile>();
  const bundled = performance.now();
  const mapOf = bundleMaps(outputs);

  const runnable = samples.filter((sample) => sample.entry);
  let proofs = 0;
  if (runnable.length) {
    const { server, origin } = await serveFiles((pathname) => {
      const page = /^\/sample\/(.+)\.html$/.exec(pathname);
      return bundleFile(outputs, pathname) ?? (page ? samplePage(page[1]!) : undefined);
    });
    const browser = await launchChromium();
    try {
      const results = await inPool(runnable, PAGES, async (sample) => {
        const sampleStarted = performance.now();
        const found = await check(
          sample,
          async (page, entry) => {
            await page.goto(`${origin}/sample/${entry}.html`);
          },
          () => browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 }),
          mapOf,
        );
        if (VERBOSE) console.log(`  ${sample.origin}: ${Math.round(performance.now() - sampleStarted)} ms`);
        return found;
      });
      runnable.forEach((sample, index) => {
        proofs += expectedLogs(sample.code).size;
        problems.push(...results[index]!);
      });
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
