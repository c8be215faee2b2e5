/**
 * What the scripts that drive Debian's headless Chromium share: the binary and its flags, a small
 * local file server, WebP pictures of pages (posters, rendered figures), and the browser for the
 * shader check and the search bench.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads do not work on this network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The same flags as playwright.config.ts: software WebGL works with them in headless Debian Chromium. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * WebGPU through Dawn's SwiftShader adapter: `--disable-gpu` leaves `requestAdapter()` with no
 * adapter, and the API is behind `--enable-unsafe-webgpu` on Linux. WebGL 2 works as well. A
 * WebGPU canvas cannot present here (its swap chain gets no shared image and the device is
 * dropped); scripts/shader-check/runtime.mjs renders into a texture instead.
 */
export const CHROMIUM_WEBGPU_ARGS = [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--enable-unsafe-webgpu'];

export function launchChromium(args: readonly string[] = CHROMIUM_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...args] });
}

/** Where a page served here imports the engine from: its import map maps `playcanvas` to it. */
export const ENGINE_URL = '/engine/playcanvas.mjs';

/** The engine's ES module build for a request of {@link ENGINE_URL}; undefined for any other path. */
export function engineFile(root: string, pathname: string): Buffer | undefined {
  return pathname === ENGINE_URL ? readFileSync(path.join(root, 'node_modules/playcanvas/build/playcanvas.mjs')) : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // Compiled with WebAssembly.compileStreaming (the engine's Draco decoder), which requires this type.
  '.wasm': 'application/wasm',
  '.webm': 'video/webm',
  '.glb': 'model/gltf-binary',
};

/**
 * Serves what `lookup` returns for a path on 127.0.0.1 (a free port), 404 for the rest. Chromium's
 * favicon request gets an empty answer, which keeps its 404 out of a page's console errors.
 */
export async function serveFiles(lookup: (pathname: string) => Buffer | string | undefined): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const content = lookup(pathname);
    if (content === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(pathname)] ?? 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Collects what makes a page run a failure: uncaught errors, rejected promises and
 * `console.error` calls, as their messages, from now on. The caller reads the array when it likes.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** PNG bytes as WebP, encoded by Chromium itself in `page` (no image library needed). */
export async function encodeWebp(page: Page, png: Buffer, quality = 0.8): Promise<Buffer> {
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
    { data: png.toString('base64'), quality },
  );
  return Buffer.from(base64, 'base64');
}

export interface PictureRun {
  /** Prefix of every log line: `posters`, `figures`. */
  tag: string;
  names: readonly string[];
  viewport: { width: number; height: number };
  /** The file server the pages load from. */
  lookup: Parameters<typeof serveFiles>[0];
  /**
   * Opens `name` in `page` and resolves once the picture is ready: with PNG bytes to use them
   * (a canvas read by the page), or with nothing for a screenshot of the viewport.
   */
  show: (page: Page, origin: string, name: string) => Promise<Buffer | void>;
  /** Stores the picture of `name`. */
  write: (name: string, webp: Buffer) => void;
}

/**
 * Takes one WebP picture per name, each in a fresh page of one browser, and fails a name on a
 * thrown error or anything `watchPageErrors` caught while it was shown. Logs each picture's size
 * and time and a summary; returns the names that failed.
 */
export async function takePictures({ tag, names, viewport, lookup, show, write }: PictureRun): Promise<string[]> {
  const started = performance.now();
  const { server, origin } = await serveFiles(lookup);
  const browser = await launchChromium();
  const failures: string[] = [];
  let bytes = 0;
  try {
    for (const name of names) {
      const nameStarted = performance.now();
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      const errors = watchPageErrors(page);
      try {
        const png = (await show(page, origin, name)) ?? (await page.screenshot({ type: 'png' }));
        if (errors.length > 0) throw new Error(errors.join('\n'));
        const webp = await encodeWebp(page, png);
        write(name, webp);
        bytes += webp.length;
        console.log(`[${tag}] ${name}: ${(webp.length / 1024).toFixed(1)} KB, ${Math.round(performance.now() - nameStarted)} ms`);
      } catch (error) {
        failures.push(name);
        const message = error instanceof Error ? error.message : String(error);
        const more = errors.filter((text) => !message.includes(text));
        console.error(`[${tag}] ${name} failed: ${message}${more.length ? `\n  ${more.join('\n  ')}` : ''}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `[${tag}] ${names.length - failures.length}/${names.length} pictures, ${(bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (failures.length ? `; failed: ${failures.join(', ')}` : ''),
  );
  return failures;
}
