/**
 * Search figures for a build (default build/), per locale:
 * - relevance over plugins/local-search/__fixtures__/relevance.json: share of queries whose page
 *   is among the first 5 pages found (exits 1 below 90 %), and the index load time in Node;
 * - in Debian Chromium against the served build: the index transfer (bytes on the wire, gzip),
 *   the time from pressing Ctrl+K to the first hit on screen (fresh page, nothing prefetched,
 *   median of several runs), and p50/p95 of the engine's time per query over the query set,
 *   typed into the modal (read from the `local-search:query` User Timing entries).
 * Usage: tsx scripts/search-bench.ts [build dir] [--no-browser]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { LocalIndex } from '../plugins/local-search/client/engine';
import { evaluate, percentile, type RelevanceCase } from '../plugins/local-search/client/relevance';
import { INDEX_FILE_NAME, type IndexFile } from '../plugins/local-search/client/records';
import { TIMING_LOAD, TIMING_QUERY } from '../plugins/local-search/client/timing';

/** Below this share of queries finding their page in the top 5, the build's search is broken. */
const MIN_FOUND = 0.9;
/** Debian's Chromium and the flags the project's browser tests use. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Fresh pages measured for the first-results time (the median is reported). */
const FIRST_RESULT_RUNS = 5;
/** Passes over the query set in the modal; the first warms the engine up and is not counted. */
const LATENCY_ROUNDS = 4;
const PORT = Number(process.env.SEARCH_BENCH_PORT ?? 4199);

const args = process.argv.slice(2);
const withBrowser = !args.includes('--no-browser');
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
const cases = JSON.parse(readFileSync(path.resolve(__dirname, '../plugins/local-search/__fixtures__/relevance.json'), 'utf8')) as Record<string, RelevanceCase[]>;
const LOCALES = [
  { locale: 'ja', dir: path.join(buildDir, 'ja'), baseUrl: '/ja/', firstQuery: 'カメラ' },
  { locale: 'en', dir: buildDir, baseUrl: '/', firstQuery: 'camera' },
];

interface LocaleFigures {
  locale: string;
  pages: number;
  records: number;
  rawKB: number;
  gzipKB: number;
  nodeLoadMs: number;
  found: number;
  judged: number;
  skipped: number;
  missed: string[];
  queries: string[];
  transferKB?: number;
  encoding?: string;
  firstResultsMs?: number;
  firstResultsRuns?: number[];
  indexLoadMs?: number;
  p50?: number;
  p95?: number;
  samples?: number;
  /** The slowest queries (median over the rounds). */
  slowest?: string[];
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Relevance and load time in Node, from the files of the build. */
function measureInNode({ locale, dir, baseUrl }: (typeof LOCALES)[number]): LocaleFigures {
  const file = path.join(dir, INDEX_FILE_NAME);
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  const raw = readFileSync(file, 'utf8');
  const started = performance.now();
  const index = new LocalIndex(JSON.parse(raw) as IndexFile);
  const nodeLoadMs = performance.now() - started;
  const built = new Set(index.pageUrls);
  const all = cases[locale] ?? [];
  // Pages still being written are not in every build: only judge queries whose page exists.
  const present = all.filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`));
  const results = evaluate(index, present, baseUrl);
  return {
    locale,
    pages: index.pageUrls.length,
    records: index.size,
    rawKB: kb(Buffer.byteLength(raw)),
    gzipKB: existsSync(`${file}.gz`) ? kb(statSync(`${file}.gz`).size) : Number.NaN,
    nodeLoadMs,
    found: results.filter((result) => result.found).length,
    judged: results.length,
    skipped: all.length - present.length,
    missed: results.filter((result) => !result.found).map((result) => `${result.query} → ${result.page}`),
    queries: present.map((testCase) => testCase.query),
  };
}

/** Serves the build with the project's server (compression as in production) until stopped. */
async function serve(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve(__dirname, 'serve.mjs')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/ja/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the build did not come up on port ${PORT}`);
}

async function openHydrated(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  // Docusaurus's hydration marker, and no hydration island of plugins/perf still waiting.
  await page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({ state: 'attached' });
  return { page, close: () => context.close() };
}

/**
 * Ctrl+K on a fresh page (modal code and index not loaded), the query entered by the page itself
 * the moment the input appears (so the harness's round trips are not counted): ms until a hit
 * shows, and when the index finished loading.
 */
async function firstResults(browser: Browser, url: string, query: string): Promise<{ ms: number; loadMs: number; transfer: number; encoding: string }> {
  const { page, close } = await openHydrated(browser, url);
  try {
    let transfer = Number.NaN;
    let encoding = 'identity';
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith(`/${INDEX_FILE_NAME}`)) return;
      void request.sizes().then((sizes) => (transfer = sizes.responseBodySize));
      void request.response().then((response) => (encoding = response?.headers()['content-encoding'] ?? 'identity'));
    });
    await page.evaluate((typed) => {
      const state = window as unknown as { benchOpenedAt?: number; benchHitAt?: number };
      let entered = false;
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === 'k' && event.ctrlKey) state.benchOpenedAt ??= performance.now();
      }, { capture: true });
      new MutationObserver((_, observer) => {
        const input = document.querySelector<HTMLInputElement>('input.DocSearch-Input');
        if (input && !entered) {
          entered = true;
          // As a reader typing: React sees the native value setter and an input event.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        if (document.querySelector('.DocSearch-Hit')) {
          state.benchHitAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, query);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const timing = await page.evaluate((loadName) => {
      const state = window as unknown as { benchOpenedAt?: number; benchHitAt?: number };
      const load = performance.getEntriesByName(loadName)[0];
      return { ms: (state.benchHitAt ?? Number.NaN) - (state.benchOpenedAt ?? Number.NaN), loadMs: load?.duration ?? Number.NaN };
    }, TIMING_LOAD);
    await page.waitForLoadState('networkidle');
    return { ...timing, transfer, encoding };
  } finally {
    await close();
  }
}

/** The engine's time per query in the modal, over the query set (index already loaded). */
async function queryLatencies(browser: Browser, url: string, queries: readonly string[]): Promise<{ query: string; ms: number }[]> {
  const { page, close } = await openHydrated(browser, url);
  try {
    await page.keyboard.press('Control+k');
    const input = page.locator('input.DocSearch-Input');
    const samples: { query: string; ms: number }[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
      for (const query of queries) {
        await page.evaluate((name) => performance.clearMeasures(name), TIMING_QUERY);
        await input.fill(query);
        const handle = await page.waitForFunction(
          ({ name, expected }) => {
            const entry = performance.getEntriesByName(name).find((measure) => (measure as PerformanceMeasure).detail?.query === expected);
            return entry ? entry.duration : null;
          },
          { name: TIMING_QUERY, expected: query },
        );
        const duration = (await handle.jsonValue()) as number;
        if (round > 0) samples.push({ query, ms: duration });
      }
    }
    return samples;
  } finally {
    await close();
  }
}

async function measureInBrowser(figures: LocaleFigures[]): Promise<void> {
  const server = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const entry of figures) {
      const { baseUrl, firstQuery } = LOCALES.find((locale) => locale.locale === entry.locale)!;
      const url = `http://127.0.0.1:${PORT}${baseUrl}`;
      const runs: { ms: number; loadMs: number; transfer: number; encoding: string }[] = [];
      for (let run = 0; run < FIRST_RESULT_RUNS; run += 1) runs.push(await firstResults(browser, url, firstQuery));
      entry.firstResultsRuns = runs.map((run) => Math.round(run.ms));
      entry.firstResultsMs = median(runs.map((run) => run.ms));
      entry.indexLoadMs = median(runs.map((run) => run.loadMs));
      entry.transferKB = kb(runs[0]!.transfer);
      entry.encoding = runs[0]!.encoding;
      const samples = await queryLatencies(browser, url, entry.queries);
      const durations = samples.map((sample) => sample.ms);
      entry.samples = samples.length;
      entry.p50 = percentile(durations, 50);
      entry.p95 = percentile(durations, 95);
      const byQuery = new Map<string, number[]>();
      for (const { query, ms } of samples) byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
      entry.slowest = [...byQuery]
        .map(([query, times]) => ({ query, ms: median(times) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map(({ query, ms }) => `${query} ${ms.toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

async function main(): Promise<void> {
  const figures = LOCALES.map(measureInNode);
  if (withBrowser) await measureInBrowser(figures);
  let failed = false;
  for (const entry of figures) {
    const share = entry.found / Math.max(1, entry.judged);
    if (share < MIN_FOUND) failed = true;
    const browser =
      entry.p95 === undefined
        ? ''
        : `; Chromium: index transfer ${entry.transferKB} KB (${entry.encoding}), first results ${entry.firstResultsMs!.toFixed(0)} ms after Ctrl+K ` +
          `(runs ${entry.firstResultsRuns!.join('/')} ms; index fetch+parse ${entry.indexLoadMs!.toFixed(0)} ms), ` +
          `query p50 ${entry.p50!.toFixed(2)} ms, p95 ${entry.p95.toFixed(2)} ms (${entry.samples} queries; slowest ${entry.slowest!.join(', ')})`;
    console.log(
      `[search-bench] ${entry.locale}: ${entry.pages} pages, ${entry.records} records; index ${entry.rawKB} KB, gzip ${entry.gzipKB} KB; ` +
        `loaded in ${entry.nodeLoadMs.toFixed(0)} ms in Node; relevance ${entry.found}/${entry.judged} (${((share || 0) * 100).toFixed(1)} %) in the top 5` +
        (entry.skipped > 0 ? ` (${entry.skipped} queries skipped: page not built)` : '') +
        browser,
    );
    for (const missed of entry.missed) console.log(`  missed: ${missed}`);
  }
  if (failed) {
    console.error(`[search-bench] relevance below ${MIN_FOUND * 100} %`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('[search-bench] failed', error);
  process.exitCode = 1;
});
