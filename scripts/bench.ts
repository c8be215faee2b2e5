/**
 * `npm run bench`: builds both locales from scratch, twice (the project, and a stock Docusaurus
 * configuration of the same content, scripts/bench/stock.config.ts), serves each with
 * scripts/serve.mjs and prints, side by side with the ratio ours / stock:
 * - build wall time and peak memory, HTML pages, output size;
 * - JavaScript a phone downloads before the page is idle (gzip) for a ja doc page, and the
 *   resources Chromium treats as render-blocking;
 * - Lighthouse 13 mobile scores (median of LIGHTHOUSE_RUNS runs) for five ja pages.
 * Prints figures; budgets are judged by people (Lighthouse swings on a shared 2-core machine).
 *
 * Flags (after `npx tsx scripts/bench.ts`): `--quick` (or BENCH_QUICK=1 with `npm run bench`) skips the
 * stock build and reuses build-stock/ when it exists;
 * `--no-build` measures the existing build/ (and build-stock/); `--runs=N` sets the Lighthouse runs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { timedBuild, type BuildResult } from './lib/bench/build';
import { launchBrowser, measureFirstLoad, type FirstLoad } from './lib/bench/first-load';
import { CATEGORIES, launchLighthouseChrome, medianRun, runLighthouse, type LighthouseRun } from './lib/bench/lighthouse';
import { startServer, type RunningServer } from './lib/bench/server';
import { kb, ratio } from './lib/bench/stats';
import { listFiles } from './lib/files';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const NO_BUILD = args.includes('--no-build');
/** Lighthouse's performance score swings on this machine: the bench reports the median of this many runs. */
const LIGHTHOUSE_RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const STOCK_CONFIG = 'scripts/bench/stock.config.ts';
const BUILDS = { ours: 'build', stock: 'build-stock' } as const;
type Variant = keyof typeof BUILDS;
/** Pages Lighthouse scores, in the ja locale (the spec's reader). */
const LIGHTHOUSE_PAGES = {
  home: '/ja/',
  'long manual page': '/ja/user-manual/engine/migrations/',
  tutorial: '/ja/tutorials/orbit-camera/',
  'tutorial index': '/ja/tutorials/',
  search: '/ja/search/',
} as const;
/** The ja doc page whose first-load JavaScript is measured. */
const DOC_PAGE = '/ja/user-manual/getting-started/';
/** Pages whose HTML-referenced JS and CSS are listed (what the HTML asks for before anything runs). */
const ENTRY_PAGES = { home: '/ja/', manual: DOC_PAGE, tutorial: '/ja/tutorials/orbit-camera/' } as const;

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/** The HTML file of a page path. */
const htmlFileOf = (buildDir: string, page: string) => path.join(buildDir, page, 'index.html');

/** gzip bytes of the scripts and stylesheets a page's HTML references. */
function entryAssets(buildDir: string, page: string): { js: number; css: number } {
  const file = htmlFileOf(buildDir, page);
  if (!existsSync(file)) return { js: NaN, css: NaN };
  const html = readFileSync(file, 'utf8');
  const gzipOf = (url: string) => gzipSync(readFileSync(path.join(buildDir, url.replace(/^\//, ''))), { level: 9 }).length;
  const tagged = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1]!);
  // plugins/perf/ssr-template.ts: entry scripts listed for the loader that requests them after the first paint.
  const listed = [...html.matchAll(/<script[^>]*\sdata-scripts=(?:"([^"]*)"|'([^']*)')/g)].flatMap((match) =>
    JSON.parse((match[1] ?? match[2]!).replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as string[],
  );
  const js = [...tagged, ...listed].reduce((sum, url) => sum + gzipOf(url), 0);
  const css = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)"?[^>]*>/g)].reduce((sum, match) => sum + gzipOf(match[1]!), 0);
  return { js, css };
}

function outputFigures(buildDir: string) {
  const files = listFiles(buildDir, /.*/).filter((file) => !/\.(br|gz)$/.test(file));
  const html = files.filter((file) => file.endsWith('.html'));
  const ja = html.filter((file) => path.relative(buildDir, file).startsWith('ja/'));
  return { en: html.length - ja.length, ja: ja.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) };
}

function row(label: string, ours: string, stock: string | undefined, ratioText: string | undefined): string {
  return `${pad(label, 34)} ${pad(ours, 14)} ${pad(stock ?? '—', 14)} ${ratioText ?? ''}`;
}

async function main(): Promise<void> {
  const builds: Partial<Record<Variant, BuildResult>> = {};
  if (!NO_BUILD) {
    console.log('building the project (both locales, cold)…');
    builds.ours = await timedBuild(root, BUILDS.ours);
    if (!QUICK) {
      console.log('building the stock configuration (both locales, cold)…');
      builds.stock = await timedBuild(root, BUILDS.stock, STOCK_CONFIG);
    }
  }
  const withStock = existsSync(path.join(root, BUILDS.stock, 'ja/index.html'));
  const variants: Variant[] = withStock ? ['ours', 'stock'] : ['ours'];
  const buildDir = (variant: Variant) => path.join(root, BUILDS[variant]);

  console.log(`\n== build ==                         ${pad('ours', 14)} ${pad('stock', 14)} ours/stock`);
  if (builds.ours) {
    const stock = builds.stock;
    console.log(row('wall time', `${builds.ours.seconds.toFixed(1)} s`, stock && `${stock.seconds.toFixed(1)} s`, stock && ratio(builds.ours.seconds, stock.seconds)));
    console.log(row('peak memory (process tree RSS)', gib(builds.ours.peakBytes), stock && gib(stock.peakBytes), stock && ratio(builds.ours.peakBytes, stock.peakBytes)));
  } else {
    console.log('(not built: --no-build)');
  }
  const outputs = Object.fromEntries(variants.map((variant) => [variant, outputFigures(buildDir(variant))]));
  console.log(row('HTML pages (en / ja, redirects in)', `${outputs.ours!.en} / ${outputs.ours!.ja}`, outputs.stock && `${outputs.stock.en} / ${outputs.stock.ja}`, undefined));
  console.log(row('output size (no .br/.gz)', `${(outputs.ours!.bytes / 1024 ** 2).toFixed(1)} MB`, outputs.stock && `${(outputs.stock.bytes / 1024 ** 2).toFixed(1)} MB`, outputs.stock && ratio(outputs.ours!.bytes, outputs.stock.bytes)));

  console.log('\n== HTML-referenced JS / CSS (gzip) ==');
  for (const [name, page] of Object.entries(ENTRY_PAGES)) {
    const [ours, stock] = variants.map((variant) => entryAssets(buildDir(variant), page));
    console.log(row(`${name} JS`, kb(ours!.js), stock && kb(stock.js), stock && ratio(ours!.js, stock.js)));
    console.log(row(`${name} CSS`, kb(ours!.css), stock && kb(stock.css), stock && ratio(ours!.css, stock.css)));
  }

  const servers: Partial<Record<Variant, RunningServer>> = {};
  try {
    for (const [index, variant] of variants.entries()) servers[variant] = await startServer(root, buildDir(variant), 4300 + index);

    const browser = await launchBrowser();
    const loads: Partial<Record<Variant, FirstLoad>> = {};
    for (const variant of variants) loads[variant] = await measureFirstLoad(browser, servers[variant]!.origin + DOC_PAGE, buildDir(variant));
    await browser.close();
    const ours = loads.ours!;
    const stock = loads.stock;
    console.log(`\n== first load of ${DOC_PAGE} on a phone, until idle (gzip) ==`);
    console.log(row('JS downloaded before idle', kb(ours.js.total), stock && kb(stock.js.total), stock && ratio(ours.js.total, stock.js.total)));
    console.log(row('  entry scripts (main, runtime)', kb(ours.js.entry), stock && kb(stock.js.entry), stock && ratio(ours.js.entry, stock.js.entry)));
    console.log(row('  route chunks', kb(ours.js.route), stock && kb(stock.js.route), stock && ratio(ours.js.route, stock.js.route)));
    console.log(row('  prefetched (lowest priority)', kb(ours.js.prefetch), stock && kb(stock.js.prefetch), stock && ratio(ours.js.prefetch, stock.js.prefetch)));
    console.log(row('  script files', String(ours.js.files), stock && String(stock.js.files), undefined));
    for (const variant of variants) {
      console.log(`render-blocking (${variant}): HTML + ${loads[variant]!.renderBlocking.join(', ') || 'nothing else'}`);
    }

    console.log(`\n== Lighthouse 13, mobile defaults, median of ${LIGHTHOUSE_RUNS} runs (scores swing on a shared machine) ==`);
    const runs = new Map<string, LighthouseRun[]>();
    const chrome = await launchLighthouseChrome();
    try {
      // Runs alternate between the builds so that load from other processes falls on both alike.
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        for (const page of Object.values(LIGHTHOUSE_PAGES)) {
          for (const variant of variants) {
            const key = `${variant} ${page}`;
            runs.set(key, [...(runs.get(key) ?? []), await runLighthouse(chrome, servers[variant]!.origin + page)]);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
    console.log(`${pad('page', 16)} ${pad('variant', 8)} ${CATEGORIES.map((category) => pad(category.replace('best-practices', 'best-pr.'), 13)).join('')} LCP      TBT`);
    for (const [name, page] of Object.entries(LIGHTHOUSE_PAGES)) {
      const medians = Object.fromEntries(variants.map((variant) => [variant, medianRun(runs.get(`${variant} ${page}`)!)])) as Record<Variant, LighthouseRun>;
      for (const variant of variants) {
        const result = medians[variant];
        console.log(`${pad(variant === 'ours' ? name : '', 16)} ${pad(variant, 8)} ${CATEGORIES.map((category) => pad(result.scores[category], 13)).join('')} ${pad(`${(result.lcp / 1000).toFixed(2)} s`, 8)} ${Math.round(result.tbt)} ms`);
      }
      if (medians.stock) {
        console.log(`${pad('', 16)} ${pad('ratio', 8)} ${CATEGORIES.map((category) => pad(ratio(medians.ours.scores[category], medians.stock!.scores[category]), 13)).join('')} ${pad(ratio(medians.ours.lcp, medians.stock.lcp), 8)} ${ratio(medians.ours.tbt, medians.stock.tbt)}`);
      }
      for (const variant of variants) {
        if (medians[variant].failing.length > 0) console.log(`${pad('', 16)} ${variant} loses points on: ${medians[variant].failing.join(', ')}`);
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
