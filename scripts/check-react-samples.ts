/**
 * Renders every PlayCanvas React app sample (examples/playcanvas-react/**\/*.tsx that mounts into
 * `#root` with `createRoot(document.getElementById('root')!)`; other .tsx files there are
 * fragments, type-checked only by scripts/check-code-samples.ts) in headless Chromium (WebGL 2
 * through SwiftShader) and checks its pixels. All samples are bundled in one esbuild build
 * (React in its development build, so its warnings count; Ammo from `sync-ammo` in the chunk that
 * @playcanvas/react's `usePhysics` imports on demand; scripts/lib/browser-samples.ts, shared with
 * the PCUI check). Each runs in a fresh page: a 640 × 400 `<div id="root">`, the project's
 * static/ files at their site paths (`/models/toy.glb`).
 *
 * When a picture is read ("settled"): the application <Application> created has drawn a frame,
 * no request of the page is in flight and no asset of the application is loading; then the check
 * makes the application draw SETTLE_FRAMES more frames, and settles again if a request or a load
 * started meanwhile (SETTLE_TIMEOUT_MS at most). The canvas is read right after the next frame.
 *
 * A sample fails, named by file and line, on:
 * - a thrown error or rejected promise, a `console.error` (React's warnings included), an error
 *   the browser logs; no application within APP_TIMEOUT_MS; a scene that never settles;
 * - an empty canvas: fewer than MIN_INK_PIXELS pixels differ from its most common colour;
 * - a false proof, in the order of the sample's comment lines:
 *   `// pixel: <x>% <y>% ≈ #rrggbb` — the canvas pixel there (from its top left) is within 48 of
 *   that colour in each channel; `// click: <x>% <y>%` — a real mouse click on the canvas there,
 *   then the scene settles again and later pixel lines read the new picture;
 *   `console.log(…); // → text` — scripts/lib/sample-proofs.ts semantics; after the other steps the
 *   application keeps running (browser clock) until every such line has logged, 15 s at most.
 *
 * Usage: npx tsx scripts/check-react-samples.ts [--verbose] [--screenshots=<dir>] [sample.tsx …]
 * (no files: every app sample, and the check's own fixtures in scripts/__fixtures__/react-samples/). `REACT_SAMPLE_PAGES` sets how many pages run at once (2).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from 'esbuild';
import type { Page, Request } from '@playwright/test';
import { isAppSample, REACT_PROBE, REACT_SAMPLES_DIR, reactAppSamples } from '../plugins/live-examples/react';
import {
  bundleFile, bundleMaps, bundleSamples, CONSOLE_RECORDER, inkPixels, inPool, MIN_INK_PIXELS, recordedCalls, runProblems, samplePage,
  sampleLineOfStack, topLevelDone, type BrowserSample, type LoggedCall,
} from './lib/browser-samples';
import { launchChromium, serveFiles } from './lib/headless-chromium';
import { pixelAt, pixelMatches, reactSteps, toHex, PIXEL_TOLERANCE, type ReactStep } from './lib/react-samples';
import { expectedLogs } from './lib/sample-proofs';
import { runMain } from './lib/run-main';
import { listFiles } from '../lib/files';

const root = path.resolve(import.meta.dirname, '..');
const STATIC_DIR = path.join(root, 'static');
/** The check's own samples (a clickable box with the toy model, physics), checked with the pages' samples so the machinery is. */
const FIXTURES_DIR = path.join(root, 'scripts/__fixtures__/react-samples');
/** Where esbuild pretends to write (nothing is written): the source maps' `sources` are relative to it. */
const OUT_DIR = path.join(root, '.react-samples-bundle');
const ROOT_SIZE = { width: 640, height: 400 };
/** Top-level code (awaits included) must finish within this. */
const LOAD_TIMEOUT_MS = 15_000;
/** <Application> must have drawn its first frame within this (engine start and shader compiles on software WebGL). */
const APP_TIMEOUT_MS = 30_000;
/** Loads and frames must be done within this, each time the scene settles. */
const SETTLE_TIMEOUT_MS = 30_000;
/** How long the application may run after the proof steps until every `// →` line has logged. */
const PROOF_TIMEOUT_MS = 15_000;
/** Frames drawn once nothing is loading, before the picture is read. */
const SETTLE_FRAMES = 5;
const VERBOSE = process.argv.includes('--verbose');
const PAGES = Number(process.env.REACT_SAMPLE_PAGES ?? 2);
const SCREENSHOTS = process.argv.find((arg) => arg.startsWith('--screenshots='))?.slice('--screenshots='.length);

interface Sample extends BrowserSample {
  steps: ReactStep[];
}

/** The canvas as read after a frame: its size and RGBA bytes. */
interface Picture {
  width: number;
  height: number;
  rgba: Buffer;
}

const PAGE_HEAD = `<style>html, body { margin: 0; background: #fff; } #root { width: ${ROOT_SIZE.width}px; height: ${ROOT_SIZE.height}px; }</style>\n`;

function collect(args: readonly string[]): { samples: Sample[]; problems: string[] } {
  const files = args.length ? args.map((arg) => path.resolve(arg)) : [...reactAppSamples(root).map((sample) => sample.file), ...listFiles(FIXTURES_DIR, /\.tsx$/)];
  const samples: Sample[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const origin = path.relative(root, file);
    if (!file.endsWith('.tsx') || !existsSync(file)) {
      problems.push(`${origin}: not a .tsx file`);
      continue;
    }
    const code = readFileSync(file, 'utf8');
    if (!isAppSample(code)) {
      problems.push(`${origin}:1 not an app sample: it never mounts into #root with createRoot(document.getElementById('root')!)`);
      continue;
    }
    try {
      samples.push({ file, origin, code, steps: reactSteps(code) });
    } catch (error) {
      problems.push(`${origin}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { samples, problems };
}

/** A file of static/ at its site path (`/models/toy.glb`), or undefined. */
function staticFile(pathname: string): Buffer | undefined {
  const file = path.join(STATIC_DIR, pathname);
  if (!file.startsWith(STATIC_DIR + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return readFileSync(file);
}

/** Makes the application draw `count` frames (it may draw only on demand); rejects when it has none or stops drawing. */
function drawFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve, reject) => {
        type App = { renderNextFrame: boolean; on: (name: string, fn: () => void) => { off: () => void } };
        const app = (globalThis as unknown as { __pcAppBase?: { getApplication: () => App | null } }).__pcAppBase?.getApplication();
        if (!app) {
          reject(new Error('the application is gone'));
          return;
        }
        let left = count;
        // Inline callbacks only: tsx would wrap a named function in a helper the page does not have.
        const handle = app.on('frameend', () => {
          left -= 1;
          if (left > 0) {
            app.renderNextFrame = true;
            return;
          }
          clearTimeout(timer);
          handle.off();
          resolve();
        });
        const timer = setTimeout(() => {
          handle.off();
          reject(new Error(`the application drew ${count - left} of ${count} frames in 10 s`));
        }, 10_000);
        app.renderNextFrame = true;
      }),
    count,
  );
}

/** How many assets of the application are loading. */
function loadingAssets(page: Page): Promise<number> {
  return page.evaluate(() => {
    type App = { assets: { list: () => { loading: boolean }[] } };
    const app = (globalThis as unknown as { __pcAppBase?: { getApplication: () => App | null } }).__pcAppBase?.getApplication();
    return app ? app.assets.list().filter((asset) => asset.loading).length : 0;
  });
}

/** Tracks the page's requests: which are in flight, and how many have started. */
function trackRequests(page: Page): { inFlight: Set<Request>; started: () => number } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { inFlight, started: () => started };
}

/** Waits until nothing loads, draws SETTLE_FRAMES frames, and again while anything started loading meanwhile (see the header). */
async function settleScene(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    if (performance.now() > deadline) {
      const pending = [...requests.inFlight].map((request) => request.url());
      throw new Error(`the scene did not settle within ${SETTLE_TIMEOUT_MS / 1000} s (${pending.length ? `loading ${pending.join(', ')}` : `${await loadingAssets(page)} assets loading`})`);
    }
    if (requests.inFlight.size > 0 || (await loadingAssets(page)) > 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = requests.started();
    await drawFrames(page, SETTLE_FRAMES);
    if (requests.inFlight.size === 0 && requests.started() === before && (await loadingAssets(page)) === 0) return;
  }
}

/** The canvas's pixels, read inside the task of the next frame (WebGL clears its drawing buffer once it is composited). */
async function readCanvas(page: Page): Promise<Picture> {
  const { width, height, data } = await page.evaluate(
    () =>
      new Promise<{ width: number; height: number; data: string }>((resolve, reject) => {
        type App = { renderNextFrame: boolean; once: (name: string, fn: () => void) => void; graphicsDevice: { canvas: HTMLCanvasElement } };
        const app = (globalThis as unknown as { __pcAppBase?: { getApplication: () => App | null } }).__pcAppBase?.getApplication();
        if (!app) {
          reject(new Error('the application is gone'));
          return;
        }
        app.once('frameend', () => {
          const source = app.graphicsDevice.canvas;
          const copy = document.createElement('canvas');
          copy.width = source.width;
          copy.height = source.height;
          const context = copy.getContext('2d', { willReadFrequently: true });
          if (!context || source.width === 0 || source.height === 0) {
            resolve({ width: source.width, height: source.height, data: '' });
            return;
          }
          context.drawImage(source, 0, 0);
          const bytes = new Uint8Array(context.getImageData(0, 0, copy.width, copy.height).data.buffer);
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          resolve({ width: source.width, height: source.height, data: btoa(binary) });
        });
        app.renderNextFrame = true;
      }),
  );
  return { width, height, rgba: Buffer.from(data, 'base64') };
}

function checkPixel(picture: Picture, step: Extract<ReactStep, { kind: 'pixel' }>): string | null {
  const [column, row] = pixelAt(picture.width, picture.height, step.x, step.y);
  const at = (row * picture.width + column) * 4;
  const actual = [...picture.rgba.subarray(at, at + 4)];
  if (pixelMatches(actual, step.colour)) return null;
  return (
    `pixel ${step.x}% ${step.y}% (${column}, ${row} of ${picture.width} × ${picture.height}) is ${toHex(actual)}` +
    `${actual[3] !== 255 ? ` with alpha ${actual[3]}` : ''}, the sample says ≈ ${step.hex} (±${PIXEL_TOLERANCE} per channel)`
  );
}

/** Ends a run whose problem is already recorded (an error the page reported). */
class StopRun extends Error {}

/**
 * Lets the application run (on the browser's clock) until every line with a `// →` proof has
 * logged, PROOF_TIMEOUT_MS at most: a proof may report after simulated seconds (a body that falls).
 */
async function waitForProofs(page: Page, sample: Sample, mapOf: Parameters<typeof runProblems>[2]): Promise<void> {
  const wanted = [...expectedLogs(sample.code).keys()];
  const deadline = performance.now() + PROOF_TIMEOUT_MS;
  while (wanted.length > 0 && performance.now() < deadline) {
    const printed = new Set((await recordedCalls(page)).filter((call) => call.kind === 'log').map((call) => sampleLineOfStack(call.stack, sample.file, mapOf)));
    if (wanted.every((line) => printed.has(line))) return;
    await page.waitForTimeout(200);
  }
}

/** Runs one sample in a fresh page; returns its problems as `file:line message` lines. */
async function check(sample: Sample, origin: string, newPage: () => Promise<Page>, mapOf: Parameters<typeof runProblems>[2]): Promise<string[]> {
  const at = (line: number | null) => `${sample.origin}:${line ?? 1}`;
  const problems: string[] = [];
  const page = await newPage();
  const requests = trackRequests(page);
  const browserErrors: string[] = [];
  const pageErrors: { message: string; stack: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push({ message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }));
  let calls: LoggedCall[] = [];
  try {
    await page.addInitScript(CONSOLE_RECORDER);
    await page.goto(`${origin}/sample/${sample.entry}.html`);
    const state = await topLevelDone(page, LOAD_TIMEOUT_MS);
    if (state.error) pageErrors.push(state.error);
    else {
      const firstFrame = page
        .waitForFunction(
          () => ((globalThis as unknown as { __pcAppBase?: { getApplication: () => { frame: number } | null } }).__pcAppBase?.getApplication()?.frame ?? 0) > 0,
          null,
          { timeout: APP_TIMEOUT_MS },
        )
        .then(() => true);
      // An error before the first frame (a hook outside <Application>) ends the wait: it is the problem.
      const failed = new Promise<false>((resolve) => {
        const poll = setInterval(() => {
          if (pageErrors.length + browserErrors.length > 0) resolve(false);
        }, 100);
        void firstFrame.finally(() => clearInterval(poll)).catch(() => clearInterval(poll));
      });
      const drew = await Promise.race([firstFrame, failed]).catch(() => {
        throw new Error(`no PlayCanvas application drew a frame within ${APP_TIMEOUT_MS / 1000} s (is <Application> mounted into #root?)`);
      });
      if (!drew) throw new StopRun();
      await settleScene(page, requests);
      let picture = await readCanvas(page);
      const ink = picture.rgba.length ? inkPixels(picture.rgba) : 0;
      if (ink < MIN_INK_PIXELS) {
        problems.push(`${at(null)} empty canvas (${picture.width} × ${picture.height}): ${ink} pixels differ from its most common colour (at least ${MIN_INK_PIXELS} expected)`);
      }
      for (const step of sample.steps) {
        if (step.kind === 'pixel') {
          const wrong = checkPixel(picture, step);
          if (wrong) problems.push(`${at(step.line)} ${wrong}`);
          continue;
        }
        const box = await page.locator('#root canvas').first().boundingBox();
        if (!box) {
          problems.push(`${at(step.line)} click: no canvas in #root`);
          break;
        }
        await page.mouse.click(box.x + (box.width * step.x) / 100, box.y + (box.height * step.y) / 100);
        await settleScene(page, requests);
        picture = await readCanvas(page);
      }
      await waitForProofs(page, sample, mapOf);
      if (SCREENSHOTS) {
        const file = path.join(path.resolve(SCREENSHOTS), `${sample.origin}.png`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, await page.locator('#root').screenshot({ type: 'png' }));
      }
    }
    calls = await recordedCalls(page);
  } catch (error) {
    if (!(error instanceof StopRun)) problems.push(`${at(null)} ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    calls = await recordedCalls(page).catch(() => []);
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
    ? await bundleSamples(samples, problems, {
        outDir: OUT_DIR,
        // Fixtures outside examples/ keep their own folders below the project.
        outBase: root,
        root,
        // nodePaths: a sample outside the project (a draft in /tmp) resolves the project's packages.
        extra: { inject: [REACT_PROBE], nodePaths: [path.join(root, 'node_modules')] },
      })
    : new Map<string, OutputFile>();
  const bundled = performance.now();
  const mapOf = bundleMaps(outputs);

  const runnable = samples.filter((sample) => sample.entry);
  let proofs = 0;
  const times: number[] = [];
  if (runnable.length) {
    const { server, origin } = await serveFiles((pathname) => {
      const page = /^\/sample\/(.+)\.html$/.exec(pathname);
      if (page) return samplePage(page[1]!, '<div id="root"></div>', PAGE_HEAD);
      return bundleFile(outputs, pathname) ?? staticFile(pathname);
    });
    const browser = await launchChromium();
    try {
      const results = await inPool(runnable, PAGES, async (sample) => {
        const sampleStarted = performance.now();
        const found = await check(sample, origin, () => browser.newPage({ viewport: ROOT_SIZE, deviceScaleFactor: 1 }), mapOf);
        times.push(performance.now() - sampleStarted);
        if (VERBOSE) console.log(`  ${sample.origin}: ${Math.round(performance.now() - sampleStarted)} ms`);
        return found;
      });
      runnable.forEach((sample, index) => {
        proofs += expectedLogs(sample.code).size + sample.steps.filter((step) => step.kind === 'pixel').length;
        problems.push(...results[index]!);
      });
    } finally {
      await browser.close();
      server.close();
    }
  }

  const average = times.length ? times.reduce((sum, time) => sum + time, 0) / times.length / 1000 : 0;
  console.log(
    `[check-react-samples] ${samples.length} app samples bundled in ${((bundled - started) / 1000).toFixed(1)} s and rendered in headless Chromium ` +
      `(${average.toFixed(1)} s each on average), ${proofs} proofs checked, ${problems.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  return problems.length ? 1 : 0;
}

runMain('check-react-samples', main);
