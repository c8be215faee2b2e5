/**
 * Search figures for a build (default build/), per locale, on the real site and on a synthetic
 * site of SYNTHETIC_PAGES pages per locale made from it (scripts/lib/synthetic-corpus.ts):
 * - relevance over plugins/local-search/__fixtures__/relevance.json: share of queries whose page
 *   is among the first 5 pages found (exits 1 below MIN_FOUND on the real site);
 * - the index's files: meta file, shards and page part files (brotli sizes);
 * - in Debian Chromium against the served build: bytes on the wire from Ctrl+K to the first hit
 *   (search files, and the search code), the time from Ctrl+K to the first hit on a fresh page
 *   (median of several runs), the same with the network throttled to a slow mobile profile
 *   (400 ms round trip, 400 kbit/s down), and p50/p95 of the engine's time per query over the
 *   query set once its shards are loaded (`local-search:query` User Timing entries).
 * Usage: tsx scripts/search-bench.ts [build dir] [--no-browser] [--pages=N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { LocalIndex } from '../plugins/local-search/client/engine';
import { INDEX_DIR } from '../plugins/local-search/client/records';
import { evaluate, percentile, type RelevanceCase } from '../plugins/local-search/client/relevance';
import { TIMING_QUERY } from '../plugins/local-search/client/timing';
import { openBuiltIndex } from '../plugins/local-search/indexer/disk';
import { indexFiles } from '../plugins/local-search/indexer/files';
import { launchChromium } from './lib/headless-chromium';
import { syntheticPages } from './lib/synthetic-corpus';

/** Below this share of queries finding their page in the top 5, the build's search is broken. */
const MIN_FOUND = 0.92;
/** Fresh pages measured for the first-results time (the median is reported). */
const FIRST_RESULT_RUNS = 5;
const THROTTLED_RUNS = 3;
/** Chromium's network under the slow mobile profile of the budget. */
const SLOW_MOBILE = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
/** Passes over the query set in the modal; the first loads the shards and is not counted. */
const LATENCY_ROUNDS = 2;
/** SEARCH_BENCH_PORT, or a port the system hands out, so another server cannot be in the way. */
async function freePort(): Promise<number> {
  if (process.env.SEARCH_BENCH_PORT) return Number(process.env.SEARCH_BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
let PORT = 0;

const args = process.argv.slice(2);
const withBrowser = !args.includes('--no-browser');
const SYNTHETIC_PAGES = Number(args.find((arg) => arg.startsWith('--pages='))?.slice(8) ?? 600);
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
const readCases = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../plugins/local-search/__fixtures__', name), 'utf8')) as Record<string, RelevanceCase[]>;
const cases = readCases('relevance.json');
/** Queries nobody tuned the synonyms or keywords on: how search does on words it has not seen. */
const heldOut = readCases('relevance-heldout.json');
const LOCALES = [
  { locale: 'ja', sub: 'ja', baseUrl: '/ja/', firstQuery: 'カメラ', slowQuery: '剛体の設定' },
  { locale: 'en', sub: '', baseUrl: '/', firstQuery: 'camera', slowQuery: 'rigid body settings' },
];

interface Figures {
  site: string;
  locale: string;
  pages: number;
  records: number;
  shards: number;
  words: number;
  metaBr: number;
  shardBrMedian: number;
  parts: number;
  partBrMedian: number;
  found: number;
  judged: number;
  missed: string[];
  heldOutFound: number;
  heldOutJudged: number;
  queries: string[];
  browser?: {
    firstMs: number;
    firstRuns: number[];
    searchBytes: number;
    codeBytes: number;
    searchFiles: number;
    slowMs: number;
    slowRuns: number[];
    p50: number;
    p95: number;
    samples: number;
    slowest: string[];
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: readonly number[]) => percentile(values, 50);
const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A copy of the build (hard links) whose indexes hold the synthetic site. */
async function syntheticBuild(): Promise<string> {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'search-bench-')), 'build');
  execFileSync('cp', ['-al', buildDir, dir]);
  for (const { sub, baseUrl } of LOCALES) {
    const real = await openBuiltIndex(path.join(buildDir, sub));
    const pages = syntheticPages(await real.pages(), SYNTHETIC_PAGES, baseUrl);
    const { files } = indexFiles({ locale: real.locale, docusaurusTag: real.docusaurusTag, pages });
    const searchDir = path.join(dir, sub, INDEX_DIR);
    await rm(searchDir, { recursive: true, force: true });
    for (const [name, text] of files) {
      const file = path.join(searchDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      await writeFile(`${file}.br`, brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
  return dir;
}

/** Relevance and file sizes in Node, from the files of a build. */
async function measureInNode(site: string, dir: string, { locale, sub, baseUrl }: (typeof LOCALES)[number]): Promise<Figures> {
  const localeDir = path.join(dir, sub);
  const index: LocalIndex = await openBuiltIndex(localeDir);
  const built = new Set(await index.pageUrls());
  const present = (cases[locale] ?? []).filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`));
  const results = await evaluate(index, present, baseUrl);
  const heldOutResults = await evaluate(index, (heldOut[locale] ?? []).filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`)), baseUrl);
  const searchDir = path.join(localeDir, INDEX_DIR);
  const meta = JSON.parse(readFileSync(path.join(searchDir, 'index.json'), 'utf8')) as { key: string; shards: string[]; words: string[] };
  const sizeOf = (file: string) => brotli(readFileSync(path.join(searchDir, meta.key, file), 'utf8'));
  const shardSizes = Array.from({ length: meta.shards.length + 1 }, (_, n) => sizeOf(`t${n}.json`));
  const partFiles = readdirSync(path.join(searchDir, meta.key)).filter((file) => /^p\d+-\d+\.json$/.test(file));
  const partSizes = partFiles.filter((_, n) => n % 7 === 0).map(sizeOf);
  return {
    site,
    locale,
    pages: index.pageCount,
    records: index.size,
    shards: shardSizes.length,
    words: meta.words.length,
    metaBr: brotli(readFileSync(path.join(searchDir, 'index.json'), 'utf8')),
    shardBrMedian: median(shardSizes),
    parts: partFiles.length,
    partBrMedian: median(partSizes),
    found: results.filter((result) => result.found).length,
    judged: results.length,
    missed: results.filter((result) => !result.found).map((result) => `${result.query} → ${result.page} (rank ${result.rank ?? '—'})`),
    heldOutFound: heldOutResults.filter((result) => result.found).length,
    heldOutJudged: heldOutResults.length,
    queries: present.map((testCase) => testCase.query),
  };
}

/** Serves a build with the project's server (compression as in production) until stopped. */
async function serve(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve(__dirname, 'serve.mjs')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BUILD_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/ja/`)).ok) return server;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the build did not come up on port ${PORT}`);
}

async function openIdle(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close() };
}

/**
 * Ctrl+K on a fresh, idle page (search code and index not loaded), the query entered by the page
 * itself the moment the input appears (so the harness's round trips are not counted): ms until a
 * hit shows, and the bytes fetched meanwhile (search files, and code).
 */
async function firstResults(browser: Browser, url: string, query: string, throttled: boolean) {
  const { page, close } = await openIdle(browser, url);
  try {
    if (throttled) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
    }
    const fetched: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) =>
      fetched.push(
        request.sizes().then(
          (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
          // A request still finishing when the page closes is not part of the measure.
          () => ({ url: request.url(), bytes: 0 }),
        ),
      ),
    );
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
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
    const ms = await page.evaluate(() => {
      const state = window as unknown as { benchOpenedAt?: number; benchHitAt?: number };
      return (state.benchHitAt ?? Number.NaN) - (state.benchOpenedAt ?? Number.NaN);
    });
    const requests = await Promise.all(fetched);
    const search = requests.filter((request) => request.url.includes(`/${INDEX_DIR}/`));
    const code = requests.filter((request) => !request.url.includes(`/${INDEX_DIR}/`));
    const sum = (list: { bytes: number }[]) => list.reduce((total, request) => total + request.bytes, 0);
    return { ms, searchBytes: sum(search), codeBytes: sum(code), searchFiles: search.length };
  } finally {
    await close();
  }
}

/** The engine's time per query in the modal over the query set, once each query's shards are loaded. */
async function queryLatencies(browser: Browser, url: string, queries: readonly string[]): Promise<{ query: string; ms: number }[]> {
  const { page, close } = await openIdle(browser, url);
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

async function measureInBrowser(dir: string, figures: Figures[]): Promise<void> {
  const server = await serve(dir);
  const browser = await launchChromium();
  try {
    for (const entry of figures) {
      const { baseUrl, firstQuery, slowQuery } = LOCALES.find((locale) => locale.locale === entry.locale)!;
      const url = `http://127.0.0.1:${PORT}${baseUrl}`;
      const runs = [];
      for (let run = 0; run < FIRST_RESULT_RUNS; run += 1) runs.push(await firstResults(browser, url, firstQuery, false));
      const slow = [];
      for (let run = 0; run < THROTTLED_RUNS; run += 1) {
        // Reported as NaN (and why) rather than stopping the bench when no hit shows within the timeout.
        slow.push(await firstResults(browser, url, slowQuery, true).catch((error: unknown) => {
          console.warn(`[search-bench] ${entry.site} ${entry.locale}: slow mobile run ${run + 1} gave no hit: ${String(error).split('\n')[0]}`);
          return { ms: Number.NaN, searchBytes: 0, codeBytes: 0, searchFiles: 0 };
        }));
      }
      const samples = await queryLatencies(browser, url, entry.queries);
      const durations = samples.map((sample) => sample.ms);
      const byQuery = new Map<string, number[]>();
      for (const { query, ms } of samples) byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
      entry.browser = {
        firstMs: median(runs.map((run) => run.ms)),
        firstRuns: runs.map((run) => Math.round(run.ms)),
        searchBytes: median(runs.map((run) => run.searchBytes)),
        codeBytes: median(runs.map((run) => run.codeBytes)),
        searchFiles: median(runs.map((run) => run.searchFiles)),
        slowMs: median(slow.map((run) => run.ms)),
        slowRuns: slow.map((run) => Math.round(run.ms)),
        p50: percentile(durations, 50),
        p95: percentile(durations, 95),
        samples: samples.length,
        slowest: [...byQuery]
          .map(([query, times]) => ({ query, ms: median(times) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map(({ query, ms }) => `${query} ${ms.toFixed(1)} ms`),
      };
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

function report(entry: Figures): void {
  const share = entry.found / Math.max(1, entry.judged);
  const b = entry.browser;
  console.log(
    `[search-bench] ${entry.site} ${entry.locale}: ${entry.pages} pages, ${entry.records} records; meta ${kb(entry.metaBr)} KB br (${entry.words} dictionary words), ` +
      `${entry.shards} shards (median ${kb(entry.shardBrMedian)} KB br), ${entry.parts} page part files (median ${kb(entry.partBrMedian)} KB br); ` +
      `relevance ${entry.found}/${entry.judged} (${(share * 100).toFixed(1)} %) in the top 5, held-out ${entry.heldOutFound}/${entry.heldOutJudged} (${((entry.heldOutFound / Math.max(1, entry.heldOutJudged)) * 100).toFixed(1)} %)` +
      (b
        ? `; Chromium: Ctrl+K to first hits ${b.firstMs.toFixed(0)} ms (runs ${b.firstRuns.join('/')}), transfer ${kb(b.searchBytes)} KB search files (${b.searchFiles} files) + ${kb(b.codeBytes)} KB code; ` +
          `slow mobile ${b.slowMs.toFixed(0)} ms (runs ${b.slowRuns.join('/')}); query p50 ${b.p50.toFixed(2)} ms, p95 ${b.p95.toFixed(2)} ms over ${b.samples} (slowest ${b.slowest.join(', ')})`
        : ''),
  );
  for (const missed of entry.missed) console.log(`  missed: ${missed}`);
}

async function main(): Promise<void> {
  PORT = await freePort();
  if (!existsSync(path.join(buildDir, 'ja', INDEX_DIR))) throw new Error(`${buildDir} has no search index: run the build first`);
  const synthetic = await syntheticBuild();
  try {
    let failed = false;
    for (const [site, dir] of [
      ['real', buildDir],
      [`synthetic-${SYNTHETIC_PAGES}`, synthetic],
    ] as const) {
      const figures = await Promise.all(LOCALES.map((locale) => measureInNode(site, dir, locale)));
      if (withBrowser) await measureInBrowser(dir, figures);
      for (const entry of figures) {
        report(entry);
        if (site === 'real' && entry.found / Math.max(1, entry.judged) < MIN_FOUND) failed = true;
      }
    }
    if (failed) {
      console.error(`[search-bench] relevance below ${MIN_FOUND * 100} %`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(path.dirname(synthetic), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[search-bench] failed', error);
  process.exitCode = 1;
});
