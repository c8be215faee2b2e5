import type { Page, Route } from '@playwright/test';
import { ROUTE_CHUNK, expect, test, waitForHydration } from './fixtures';

const MANUAL = '/ja/user-manual/getting-started/';

test.describe('keyboard and skip link', () => {
  test('the skip link is the first Tab stop and moves focus to the content', async ({ page, visit }) => {
    await visit(MANUAL);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'メインコンテンツまでスキップ' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for a moment (a temporary tabindex), so the next Tab stop is in the content,
    // past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container') === null)).toBe(true);
  });
});

test.describe('dropdowns on desktop', () => {
  const menu = (page: Page) => page.locator('.navbar .dropdown').filter({ hasText: '日本語' });

  test('open on hover and close on an outside click', async ({ page, visit }) => {
    await visit(MANUAL);
    await page.getByRole('button', { name: '日本語' }).hover();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    await page.mouse.move(10, 500);
    await page.mouse.click(10, 500);
    await expect(page.getByRole('link', { name: 'English' })).toBeHidden();
  });

  test('open with Enter and close when focus leaves', async ({ page, visit }) => {
    await visit(MANUAL);
    const button = page.getByRole('button', { name: '日本語' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toHaveClass(/dropdown--show/);
    await page.getByRole('link', { name: 'GitHub Repository' }).focus();
    await expect(menu(page)).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('mobile navigation (≤ 996 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('primary and secondary menus, back button, scroll lock, closes on desktop width', async ({ page, visit }) => {
    await visit(MANUAL);
    await page.getByRole('button', { name: 'ナビゲーションバーを開く' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    // On a doc page the secondary menu (the docs sidebar) opens first.
    await expect(sidebar.getByRole('link', { name: 'はじめよう' }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // The panel out of view is inert (no keyboard focus, hidden from assistive technology), in both runtimes.
    const [primaryPanel, secondaryPanel] = [sidebar.locator('.navbar-sidebar__item').nth(0), sidebar.locator('.navbar-sidebar__item').nth(1)];
    await expect(primaryPanel).toHaveJSProperty('inert', true);
    await expect(secondaryPanel).toHaveJSProperty('inert', false);
    await sidebar.getByRole('button', { name: '← メインメニューに戻る' }).click();
    await expect(sidebar.getByRole('link', { name: 'チュートリアル' })).toBeVisible();
    await expect(primaryPanel).toHaveJSProperty('inert', false);
    await expect(secondaryPanel).toHaveJSProperty('inert', true);

    // Dropdowns on mobile: collapsed, then expanded by a tap.
    const locales = sidebar.locator('.menu__list-item').filter({ has: page.getByRole('button', { name: '他の言語' }) });
    await expect(locales).toHaveClass(/menu__list-item--collapsed/);
    await locales.getByRole('button', { name: '他の言語' }).click();
    await expect(locales).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(sidebar.getByRole('link', { name: 'English' })).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});

test.describe('colour mode', () => {
  const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
  const toggle = (page: Page) => page.getByRole('button', { name: /ダークモードを切り替える/ });

  test('light by default; the toggle cycles system, light, dark and is stored under theme', async ({ page, visit }) => {
    await visit('/ja/');
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAttribute('aria-label', 'ダークモードを切り替える(現在はシステムモード)');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', 'ダークモードを切り替える(現在はライトモード)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', 'ダークモードを切り替える(現在はシステムモード)');
  });

  test('English label', async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('button', { name: 'Switch between dark and light mode (currently system mode)' })).toBeVisible();
  });

  test('the toggle is disabled until hydration, and both themed images ship in the HTML', async ({ request }) => {
    const html = await (await request.get('/ja/')).text();
    expect(html).toMatch(/<button[^>]*\sdisabled[^>]*aria-label="?ダークモードを切り替える/);
    expect(html).toContain('home-cube-light.svg');
    expect(html).toContain('home-cube-dark.svg');
  });

  test('the choice syncs across tabs', async ({ context, page, visit }) => {
    await visit('/ja/');
    const other = await context.newPage();
    await other.goto('/ja/user-manual/');
    await waitForHydration(other);
    await toggle(page).click();
    await toggle(page).click();
    await expect.poll(() => theme(other)).toBe('dark');
    await other.close();
  });

  test('with the system choice the page follows the OS preference live', async ({ page, visit }) => {
    await visit('/ja/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
  });
});

test.describe('loading, preloading and the progress bar', () => {
  test.describe('when a page chunk cannot load at first visit', () => {
    test.use({ expectedConsoleErrors: /Loading chunk \d+ failed|net::ERR_FAILED/ });

    test('the server-rendered page stays readable', async ({ page }) => {
      await page.route(ROUTE_CHUNK, (route: Route) => route.abort());
      await page.goto(MANUAL);
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'ドキュメントのサイドバー' })).toBeVisible();
    });
  });

  test('navigation preloads the next route before switching and shows the progress bar without a spinner', async ({ page, visit }) => {
    // No viewport prefetching (data saver), so the next route's chunks load only on hover or click;
    // chunks of the first page load freely, every later one waits for release.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
    });
    let holding = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ROUTE_CHUNK, async (route: Route) => {
      if (holding) await held;
      await route.continue();
    });
    await visit('/ja/');
    holding = true;
    await page.getByRole('main').getByRole('link', { name: 'チュートリアル', exact: true }).click();
    // The address changes at once, but the old page stays on screen while the next route's chunks
    // load; the progress bar starts after 200 ms and has no spinner.
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'PlayCanvasでWebの3Dをつくる' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'チュートリアル' })).toHaveCount(0);
    expect(await bar.evaluate((element) => (element as HTMLElement).style.transition)).toContain('200ms');
    // nprogress starts at its 0.08 minimum: the bar is shifted left by 92 %.
    expect(await bar.evaluate((element) => (element as HTMLElement).style.transform)).toMatch(/translate3d\(-9\d(\.\d+)?%/);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'チュートリアル' })).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/tutorials\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test.describe('a failed preload', () => {
    // The aborted chunk is reported before the reload (Docusaurus warns about the failed preload).
    test.use({ expectedConsoleErrors: /Loading chunk \d+ failed|net::ERR_FAILED/, expectedConsoleWarnings: /^ChunkLoadError: Loading chunk \d+ failed/ });

    test('reloads the full page', async ({ page, visit }) => {
      // After the first page has loaded, route chunks fail until the browser asks for a new document.
      let failing = false;
      await page.route(ROUTE_CHUNK, (route: Route) => (failing ? route.abort() : route.continue()));
      page.on('request', (request) => {
        if (request.resourceType() === 'document') failing = false;
      });
      await visit('/ja/');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      failing = true;
      await page.getByRole('main').getByRole('link', { name: 'チュートリアル', exact: true }).click();
      await expect(page).toHaveURL(/\/ja\/tutorials\/$/);
      // The router may show the new URL before the reload replaces the document: ask again until
      // the page that answers is a new one (a question the reload interrupts counts as not yet).
      await expect.poll(() => page.evaluate(() => 'sameDocument' in window).catch(() => true)).toBe(false);
      await waitForHydration(page);
    });
  });

  test('links prefetch when visible and preload on hover', async ({ page, visit }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ROUTE_CHUNK.test(request.url())) requested.push(request.url());
    });
    await visit('/ja/');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const before = requested.length;
    await page.getByRole('main').getByRole('link', { name: 'シェーダーエディター' }).hover();
    await expect.poll(() => requested.length).toBeGreaterThan(before);
  });

  for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
    test(`prefetching is skipped on ${connection.saveData ? 'data saver' : '2g'}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      await page.goto('/ja/');
      await waitForHydration(page);
      await page.waitForTimeout(500);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }
});

test.describe('bad addresses', () => {
  test.use({ expectedConsoleErrors: /^URI malformed$/ });

  test('a site served under the wrong base URL shows the base URL banner', async ({ page, baseURL }) => {
    // Serve the built HTML under /docs-mirror/ while its assets stay at the root, as a host
    // configured with another base URL would: the bundles 404 and the banner explains why.
    await page.route('**/docs-mirror/ja/', async (route) => {
      const response = await route.fetch({ url: `${baseURL}/ja/` });
      // Every asset URL, including those in the deferred-script list (`data-scripts='["/ja/assets/…"]'`).
      const body = (await response.text()).replaceAll('/ja/assets/', '/docs-mirror/ja/assets/');
      await route.fulfill({ response, body });
    });
    await page.goto('/docs-mirror/ja/');
    await expect(page.getByText(/Your Docusaurus site did not load properly/)).toBeVisible();
    await expect(page.getByText(/Current configured baseUrl = \/ja\//)).toBeVisible();
  });

  test('an undecodable path shows the not-found page, not a blank screen', async ({ page }) => {
    // The router cannot decode the path (a malformed URI escape); the not-found page must still show.
    const response = await page.goto('/ja/%E0%A4%A/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
  });
});
