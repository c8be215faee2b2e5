import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, as in the browser tests and Lighthouse. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile device: Moto G Power viewport and user agent. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
/** The page counts as idle once the network has been quiet this long after `load`. */
const QUIET_MS = 1500;

export interface FirstLoad {
  /** gzip bytes of every script fetched from navigation until idle (each URL once), split by how it was fetched. */
  js: { total: number; entry: number; route: number; prefetch: number; files: number };
  /** Resources Chromium marked as render-blocking (`Blocking`), as paths with their kind. */
  renderBlocking: string[];
}

interface Request {
  url: string;
  type: string;
  priority: string;
  blocking: string;
}

/** gzip size of a served file, taken from its precompressed copy when there is one. */
function gzipBytes(buildDir: string, pathname: string): number {
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/**
 * Loads `url` as a phone would (Lighthouse's mobile viewport and user agent, no throttling) and
 * records what was downloaded before the page went idle and what blocked the first render.
 */
export async function measureFirstLoad(browser: Browser, url: string, buildDir: string): Promise<FirstLoad> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, Request>();
  let inFlight = 0;
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight++;
    lastActivity = performance.now();
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      blocking: event.renderBlockingBehavior ?? 'NonBlocking',
    });
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'load' });
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastActivity < QUIET_MS)) {
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await context.close();

  const origin = new URL(url).origin;
  const js = { total: 0, entry: 0, route: 0, prefetch: 0, files: 0 };
  const renderBlocking: string[] = [];
  const seen = new Set<string>();
  for (const request of requests.values()) {
    // A prefetch of a script the page already loaded comes from the browser's cache.
    if (!request.url.startsWith(origin) || seen.has(request.url)) continue;
    seen.add(request.url);
    const pathname = new URL(request.url).pathname;
    if (request.blocking === 'Blocking') renderBlocking.push(`${request.type.toLowerCase()} ${pathname}`);
    if (!pathname.endsWith('.js')) continue;
    const bytes = gzipBytes(buildDir, pathname);
    js.total += bytes;
    js.files++;
    // `<link rel=prefetch>` (Docusaurus prefetches the chunks of visible links) loads at the lowest priority.
    if (request.priority === 'VeryLow' && request.type === 'Other') js.prefetch += bytes;
    else if (/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(pathname)) js.entry += bytes;
    else js.route += bytes;
  }
  return { js, renderBlocking };
}
