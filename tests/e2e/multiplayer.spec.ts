import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CANVAS_READ_BACK, expect, RUNTIME, test } from './fixtures';

/**
 * Multiplayer tutorials (issue #22): each server of examples/<slug>/server/ runs here on a free
 * port, two browser windows open the example's runner page with `?server=`, one player moves, and
 * the other window must see that player move. The Photon tutorial's example runs without Photon
 * Cloud: its local stand-in (BroadcastChannel) joins two tabs of one browser, and the same check
 * holds there.
 */

const ROOT = path.resolve(__dirname, '../..');

/** Starts examples/<slug>/server/server.mjs on a free port; resolves with the child and the address it prints. */
function startServer(slug: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'examples', slug, 'server', 'server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the ${slug} server printed no address in 20 s:\n${output}`));
    }, 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (ws:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, url: match[1]! });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${slug} server exited with ${code}:\n${output}`));
    });
  });
}

/** Console errors, warnings and page errors a window prints: none is allowed. */
function watch(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(`pageerror: ${error.message}`));
  // A failed request is reported with its URL; Chromium's console line for it names none.
  page.on('response', (response) => {
    if (response.status() >= 400) into.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (CANVAS_READ_BACK.test(message.text()) || message.text().startsWith('Failed to load resource:')) return;
    into.push(`console.${message.type()}: ${message.text()}`);
  });
}

/** Opens an example's runner page (in a window of its own unless `page` is given) and waits until it drew. */
async function openRunner(browser: Browser, baseURL: string, slug: string, query: string, errors: string[], page?: Page): Promise<Page> {
  const target = page ?? (await (await browser.newContext({ baseURL, viewport: { width: 640, height: 360 } })).newPage());
  watch(target, errors);
  await target.goto(`${baseURL}/live/examples/${slug}/runner.html${query}`);
  await target.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, { timeout: 45_000 });
  return target;
}

/** Positions (x, z) of the other players' entities (tag `remote`) a window draws. */
function remotes(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => {
    type Found = { getPosition: () => { x: number; z: number } };
    const { app } = (window as unknown as { __liveExample: { app: { root: { findByTag: (tag: string) => Found[] } } } }).__liveExample;
    return app.root.findByTag('remote').map((entity) => {
      const { x, z } = entity.getPosition();
      return [x, z] as [number, number];
    });
  });
}

/** Holds ArrowRight in `mover` for about a second and checks that `watcher` sees the one remote player go right. */
async function seesTheOtherMove(mover: Page, watcher: Page): Promise<void> {
  await expect.poll(async () => (await remotes(watcher)).length, { message: 'the second window never saw the first player', timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await remotes(mover)).length, { message: 'the first window never saw the second player', timeout: 15_000 }).toBe(1);
  const [[before]] = (await remotes(watcher)) as [[number, number]];
  await mover.bringToFront();
  await mover.keyboard.down('ArrowRight');
  await mover.waitForTimeout(1_000);
  await mover.keyboard.up('ArrowRight');
  await watcher.bringToFront();
  // 3 m/s for a second, clamped at the arena's edge (x = 4.5): at least a metre to the right, whatever the start.
  await expect
    .poll(async () => ((await remotes(watcher))[0]?.[0] ?? before) - before, { message: 'the second window did not see the first player move right', timeout: 10_000 })
    .toBeGreaterThan(1);
}

test.describe('multiplayer tutorials', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(RUNTIME === 'react', 'the examples in the frame do not depend on the site runtime: run in the Preact pass');

  for (const slug of ['real-time-multiplayer', 'real-time-multiplayer-colyseus']) {
    test(`${slug}: two windows see each other move through the tutorial's server`, async ({ browser, baseURL }) => {
      const { child, url } = await startServer(slug);
      const errors: string[] = [];
      const pages: Page[] = [];
      try {
        const query = `?server=${encodeURIComponent(url)}`;
        pages.push(await openRunner(browser, baseURL!, slug, query, errors));
        pages.push(await openRunner(browser, baseURL!, slug, query, errors));
        const [first, second] = pages as [Page, Page];
        await expect(second.getByText('Connected.')).toBeVisible({ timeout: 15_000 });
        await seesTheOtherMove(first, second);
        // A window that closes takes its player with it.
        await first.context().close();
        await expect.poll(async () => (await remotes(second)).length, { message: 'the player of the closed window stayed', timeout: 10_000 }).toBe(0);
        expect(errors, 'the windows printed errors or warnings').toEqual([]);
      } finally {
        for (const page of pages) await page.context().close().catch(() => {});
        child.kill();
      }
    });
  }

  test('real-time-multiplayer-photon: the local stand-in joins two tabs without a server', async ({ browser, baseURL }) => {
    const slug = 'real-time-multiplayer-photon';
    const context = await browser.newContext({ baseURL, viewport: { width: 640, height: 360 } });
    const errors: string[] = [];
    try {
      const first = await openRunner(browser, baseURL!, slug, '', errors, await context.newPage());
      const second = await openRunner(browser, baseURL!, slug, '', errors, await context.newPage());
      await expect(second.getByText('local stand-in')).toBeVisible();
      await seesTheOtherMove(first, second);
      expect(errors, 'the tabs printed errors or warnings').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('without a server the example says what to start, and the player still moves', async ({ page, baseURL }) => {
    const slug = 'real-time-multiplayer';
    await openRunner(page.context().browser()!, baseURL!, slug, '', [], page);
    await expect(page.getByText('node server/server.mjs')).toBeVisible();
    const x = () => page.evaluate(() => (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => { getPosition: () => { x: number } } } } } }).__liveExample.app.root.findByName('player').getPosition().x);
    const start = await x();
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(600);
    await page.keyboard.up('ArrowRight');
    expect(await x()).toBeGreaterThan(start + 0.5);
  });
});
