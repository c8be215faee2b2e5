import type { Page } from '@playwright/test';
import { ROUTE_CHUNK, expect, test, waitForHydration } from './fixtures';

/** A tutorial with several long code blocks. */
const TUTORIAL = '/ja/tutorials/orbit-camera/';

/** Marks every element the HTML parser made under `selector`: one without the mark after hydration was built in the browser. */
async function markServerElements(page: Page, selector: string): Promise<void> {
  await page.addInitScript((elements) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll(elements).forEach((element) => element.setAttribute('data-from-server', ''));
    });
  }, selector);
}

test.describe('first load on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // tests/e2e/hydration.spec.ts checks that hydration keeps the whole page on every page type.
  test('hydration keeps the server-rendered code blocks instead of building them again', async ({ page }) => {
    await markServerElements(page, 'pre *');
    await page.goto(TUTORIAL);
    await waitForHydration(page);
    // The copy buttons appear in the render after hydration, the one in which stock Docusaurus rebuilds every block.
    await expect(page.getByRole('button', { name: 'クリップボードにコードをコピー' }).first()).toBeAttached();
    const tokens = page.locator('pre code span');
    expect(await tokens.count()).toBeGreaterThan(100);
    await expect(page.locator('pre code span:not([data-from-server])')).toHaveCount(0);
  });

  test('the first load fetches no highlighter, and the kept blocks still copy their code', async ({ page, visit, context }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(TUTORIAL);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /code-highlighting/.test(url))).toEqual([]);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'クリップボードにコードをコピー' }).click();
    // innerText puts a blank line after each line element (its <br>); compare the lines that have text.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const shown = lines(await block.locator('pre code').innerText());
    expect(shown.length).toBeGreaterThan(1);
    expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
  });

  test('links in the closed mobile menu are not prefetched; links in view and in the opened menu are', async ({ page, visit }) => {
    // Record the routes Docusaurus prefetches: its Link calls window.docusaurus.prefetch(path).
    await page.addInitScript(() => {
      type Api = { prefetch: (path: string) => unknown };
      const routes: string[] = [];
      let api: Api | undefined;
      Object.defineProperty(window, 'testPrefetchedRoutes', { value: routes });
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => api,
        set: (value: Api) => {
          api = { ...value, prefetch: (path: string) => (routes.push(path), value.prefetch(path)) };
        },
      });
    });
    const prefetchedRoutes = () => page.evaluate(() => [...new Set((window as unknown as { testPrefetchedRoutes: string[] }).testPrefetchedRoutes)]);
    await visit(TUTORIAL);
    await page.waitForLoadState('networkidle');
    // Only links a reader can see: the ones inside the viewport and not in the closed menu.
    const inView = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href^="/"]'))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && !link.closest('.navbar-sidebar');
        })
        .map((link) => link.getAttribute('href')),
    );
    const beforeOpening = await prefetchedRoutes();
    expect(beforeOpening.length).toBeGreaterThan(0);
    for (const route of beforeOpening) expect(inView, `${route} was prefetched but is not in view`).toContain(route);

    await page.getByRole('button', { name: 'ナビゲーションバーを開く' }).click();
    const menuLinks = page.locator('.navbar-sidebar__items a[href^="/ja/tutorials/"]');
    await expect(menuLinks.first()).toBeVisible();
    // Opening the menu brings its links into view, and they prefetch then.
    await expect.poll(async () => (await prefetchedRoutes()).filter((route) => route.startsWith('/ja/tutorials/')).length).toBeGreaterThan(3);
  });

  test('the mobile menu is built when the reader reaches for its toggle, not at load', async ({ page, visit }) => {
    await visit(TUTORIAL);
    await page.waitForLoadState('networkidle');
    // Hydrated, islands done, network quiet: still no menu (its docs sidebar alone is about 280 elements).
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'ナビゲーションバーを開く' });
    await toggle.focus();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: /オービットカメラ/ }).first()).toBeVisible();
  });

  test('only HTML and CSS block the first render: scripts are requested after the first paint', async ({ page, request, visit }) => {
    const PAGE = '/ja/user-manual/getting-started/';
    // The HTML itself has no script the parser would wait for.
    const html = await (await request.get(PAGE)).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    await visit(PAGE);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    // runtime, main and the page's route chunks: all from the loader, all after the first paint.
    expect(timings.scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of timings.scripts) expect(script.start, script.name).toBeGreaterThan(timings.firstPaint);
  });

  test.describe('with a touch screen', () => {
    test.use({ hasTouch: true });

    test('links preload their route from one passive listener: a touch preloads, no link has a touch listener of its own', async ({ page, visit }) => {
      await page.addInitScript(() => {
        const linksWithTouchListeners: string[] = [];
        Object.assign(window, { linksWithTouchListeners });
        const addEventListener = EventTarget.prototype.addEventListener;
        EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
          if (args[0] === 'touchstart' && this instanceof HTMLAnchorElement) linksWithTouchListeners.push(this.href);
          addEventListener.apply(this, args);
        };
      });
      await visit(TUTORIAL);
      expect(await page.evaluate(() => (window as unknown as { linksWithTouchListeners: string[] }).linksWithTouchListeners)).toEqual([]);
      const link = page.getByRole('article').locator('a[href="/ja/tutorials/basic-cameras/"]').first();
      await link.scrollIntoViewIfNeeded();
      // Links in view prefetch with <link rel=prefetch>; a preload runs the route's chunks as scripts.
      await page.waitForLoadState('networkidle');
      const preloaded: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && ROUTE_CHUNK.test(request.url())) preloaded.push(request.url());
      });
      const box = await link.boundingBox();
      if (!box) throw new Error('the link has no box');
      // A touch that starts on the link and does not end as a tap: the page must not navigate.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 4, y: box.y + box.height / 2 }] });
      await expect.poll(() => preloaded.length, { message: 'a touch on the link preloads its route' }).toBeGreaterThan(0);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      await expect(page).toHaveURL(TUTORIAL);
    });
  });

  test('a code block rendered after a client-side navigation is highlighted', async ({ page, visit }) => {
    await visit('/ja/tutorials/');
    await page.getByRole('link', { name: /オービットカメラ/ }).first().click();
    await expect(page).toHaveURL(TUTORIAL);
    // Highlighted: some code is in another colour than the block's plain text.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const block = document.querySelector('pre');
          const plain = block && getComputedStyle(block).color;
          return Array.from(document.querySelectorAll('pre code span')).filter((span) => getComputedStyle(span).color !== plain).length;
        }),
      )
      .toBeGreaterThan(10);
  });
});
