/**
 * `npm run posters [slug …]`: renders each example in headless Chromium, the same runner page the
 * LiveExample component opens, and writes static/img/posters/<slug>.webp (POSTER_WIDTH × POSTER_HEIGHT).
 * Posters are committed; rerun this after changing an example. Needs /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { exampleSlugs, LIVE_DIR, liveFiles } from '../plugins/live-examples/files';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../src/components/LiveExample/constants';

const SITE_DIR = path.resolve(__dirname, '..');
const OUT_DIR = path.join(SITE_DIR, 'static', 'img', 'posters');
/** How long an example runs before its picture is taken: long enough for physics bodies to land. */
const SETTLE_MS = Number(process.env.POSTER_SETTLE_MS ?? 2500);
/** How long an example may take to start (engine parse + software WebGL shader compiles). */
const START_TIMEOUT_MS = 30_000;
const WEBP_QUALITY = 0.8;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The same flags as playwright.config.ts: software WebGL works with them in headless Debian Chromium. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Serves the live-example files from the sources, without a site build. */
async function serveLiveFiles(): Promise<{ server: Server; origin: string }> {
  const files = new Map(liveFiles(SITE_DIR).map((file) => [`/${LIVE_DIR}/${file.name}`, file.content]));
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const content = files.get(pathname);
    if (pathname === '/favicon.ico') {
      // Chromium asks for it on every page; an empty answer keeps the 404 out of the error list.
      res.writeHead(204).end();
      return;
    }
    if (!content) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(pathname)] ?? 'application/octet-stream' });
    res.end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Screenshot of the page as WebP, encoded by Chromium itself (no image library needed). */
async function webpScreenshot(page: Page): Promise<Buffer> {
  const png = await page.screenshot({ type: 'png' });
  const base64 = await page.evaluate(
    async ({ data, quality }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { data: png.toString('base64'), quality: WEBP_QUALITY },
  );
  return Buffer.from(base64, 'base64');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const slugs = exampleSlugs(SITE_DIR).filter((slug) => wanted.length === 0 || wanted.includes(slug));
  if (slugs.length === 0) throw new Error(`no example matches ${wanted.join(', ')}`);
  mkdirSync(OUT_DIR, { recursive: true });

  const started = performance.now();
  const { server, origin } = await serveLiveFiles();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const failures: string[] = [];
  let bytes = 0;
  try {
    for (const slug of slugs) {
      const slugStarted = performance.now();
      const page = await browser.newPage({ viewport: { width: POSTER_WIDTH, height: POSTER_HEIGHT }, deviceScaleFactor: 1 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      try {
        await page.goto(`${origin}/${LIVE_DIR}/examples/${slug}/runner.html`);
        await page.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, { timeout: START_TIMEOUT_MS });
        await page.waitForTimeout(SETTLE_MS);
        if (errors.length > 0) throw new Error(errors.join('\n'));
        const webp = await webpScreenshot(page);
        writeFileSync(path.join(OUT_DIR, `${slug}.webp`), webp);
        bytes += webp.length;
        console.log(`[posters] ${slug}: ${(webp.length / 1024).toFixed(1)} KB, ${Math.round(performance.now() - slugStarted)} ms`);
      } catch (error) {
        failures.push(slug);
        console.error(`[posters] ${slug} failed: ${error instanceof Error ? error.message : String(error)}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `[posters] ${slugs.length - failures.length}/${slugs.length} posters, ${(bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (failures.length ? `; failed: ${failures.join(', ')}` : ''),
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(new Error('render-posters failed', { cause: error }));
  process.exit(1);
});
