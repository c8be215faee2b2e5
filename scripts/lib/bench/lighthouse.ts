import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CHROMIUM } from './first-load';
import { median } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time (ms), lab values of the simulated phone. */
  lcp: number;
  tbt: number;
  /** Audits that cost points outside performance (`category/audit-id`). */
  failing: string[];
}

/** A Chromium for Lighthouse: Lighthouse's own defaults (mobile, simulated throttling) apply to every run. */
export async function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Lighthouse's own CLI: run in-process under tsx, the functions it sends to the page carry
 * esbuild's `__name` helper and fail in the browser.
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse 13 run with its mobile defaults; scores are 0–100. */
export async function runLighthouse(chrome: chromeLauncher.LaunchedChrome, url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${chrome.port}`, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`],
    { maxBuffer: 256 * 1024 ** 2 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failing: CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}/${ref.id}`),
    ),
  };
}

/** Medians over runs, per score and metric. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])) as Record<Category, number>;
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  return { scores, lcp: median(runs.map((run) => run.lcp)), tbt: median(runs.map((run) => run.tbt)), failing };
}

export type { LaunchedChrome } from 'chrome-launcher';
