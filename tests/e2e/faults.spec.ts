// Faults a reader can meet (a lost chunk request, a strange value in the search box, JavaScript
// turned off): each test injects one and checks that the page degrades gently.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What Chromium prints for a request the test aborts on purpose. Only that console line: an
 * uncaught chunk-load error (a page error) still fails the test.
 */
const ABORTED_REQUEST = /^Failed to load resource: net::ERR_FAILED$/;

/** Aborts the first request whose URL contains `part` and lets the later ones through; returns the abort count. */
async function failOnce(page: Page, part: string): Promise<{ aborted: number }> {
  const state = { aborted: 0 };
  await page.route(
    (url) => url.href.includes(part),
    async (route) => {
      if (state.aborted === 0) {
        state.aborted += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    },
  );
  return state;
}

/**
 * Aborts every request whose URL contains `part` until `release()`: the chunk the page fetches
 * when idle after load fails too, so the reader's own attempt is the one that meets the fault.
 */
async function failUntilReleased(page: Page, part: string): Promise<{ aborted: number; release: () => void }> {
  const state = { aborted: 0, failing: true, release: () => void (state.failing = false) };
  await page.route(
    (url) => url.href.includes(part),
    async (route) => {
      if (state.failing) {
        state.aborted += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    },
  );
  return state;
}

/** How many spans of the page's code blocks have another colour than their block's plain text. */
function colouredSpans(page: Page): Promise<number> {
  return page.evaluate(() => {
    const block = document.querySelector('pre');
    const plain = block && getComputedStyle(block).color;
    return Array.from(document.querySelectorAll('pre code span')).filter((span) => getComputedStyle(span).color !== plain).length;
  });
}

const LOCALES = [
  { locale: 'ja', prefix: '/ja', tutorialLink: /オービットカメラ/, errorScreen: /エラーが発生しました|もう一度試してください/ },
  { locale: 'en', prefix: '', tutorialLink: /Orbit camera/, errorScreen: /This page crashed|Try again/ },
] as const;

test.describe('the code-highlighting chunk fails once', () => {
  // The block says why it shows plain code (plugins/perf/code/lazy-highlighted.tsx): the warning is the behaviour under test.
  test.use({ expectedConsoleErrors: ABORTED_REQUEST, expectedConsoleWarnings: /^\[perf\] code highlighting unavailable, showing plain code/ });

  for (const { locale, prefix, tutorialLink, errorScreen } of LOCALES) {
    test(`${locale}: the tutorial shows plain code, and the next navigation highlights it`, async ({ page, visit }) => {
      const chunk = await failOnce(page, 'code-highlighting');
      await visit(`${prefix}/tutorials/`);
      await page.getByRole('link', { name: tutorialLink }).first().click();
      await expect(page).toHaveURL(`${prefix}/tutorials/orbit-camera/`);
      await expect.poll(() => chunk.aborted).toBe(1);

      // Readable: the code is there as plain text, and no error screen replaced the page.
      const code = page.locator('pre code').first();
      await expect(code).toBeVisible();
      await expect(code).toHaveText(/\S{3,}/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(errorScreen)).toHaveCount(0);
      expect(await colouredSpans(page)).toBe(0);

      // The next render of a code block (another client-side navigation) loads the chunk and highlights.
      await page.goBack();
      await expect(page).toHaveURL(`${prefix}/tutorials/`);
      await page.getByRole('link', { name: tutorialLink }).first().click();
      await expect(page).toHaveURL(`${prefix}/tutorials/orbit-camera/`);
      await expect.poll(() => colouredSpans(page)).toBeGreaterThan(10);
      await expect(page.getByText(errorScreen)).toHaveCount(0);
    });
  }
});

/** Sets an input's value the way autofill or an extension does, then tells the page. */
async function setValueLikeAutofill(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).evaluate((input, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test.describe('a lone UTF-16 surrogate in the search box', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`${locale}: the modal keeps working and a real query then shows hits`, async ({ page, visit }) => {
      await visit(`${prefix}/`);
      await page.keyboard.press('Control+k');
      const input = page.locator('input.DocSearch-Input');
      await expect(input).toBeFocused();
      // A query with hits: the "see all results" link is built from it (encodeURIComponent threw).
      await setValueLikeAutofill(page, 'input.DocSearch-Input', 'camera\uD800');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /search\/\?q=camera%EF%BF%BD$/);

      await input.fill('camera');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /search\/\?q=camera$/);
    });
  }

  test('the search page keeps working and a real query then shows hits', async ({ page, visit }) => {
    await visit('/ja/search/');
    await setValueLikeAutofill(page, 'input[type="search"][name="q"]', 'camera\uD800');
    await expect(page.locator('main ol li').first()).toBeVisible();
    const field = page.getByRole('searchbox', { name: '検索' });
    await field.fill('カメラ');
    await expect(page).toHaveURL(/\/ja\/search\/\?q=%E3%82%AB%E3%83%A1%E3%83%A9$/);
    await expect(page.getByRole('status')).toHaveText(/件/);
    await expect(page.locator('main ol li').first()).toBeVisible();
  });
});

test.describe('the search dialog script fails to load once', () => {
  // The search bar says why the dialog did not open: the warning is the behaviour under test.
  test.use({ expectedConsoleErrors: ABORTED_REQUEST, expectedConsoleWarnings: /^\[local-search\] the search dialog could not be loaded/ });

  test('ja: the idle prefetch fails silently; Ctrl+K says so and links the search page; the next Ctrl+K opens the dialog', async ({ page, visit }) => {
    const chunk = await failUntilReleased(page, 'search-modal');
    await visit('/ja/');
    // The page asks for the dialog's chunk when idle after load: that failure is nobody's concern yet.
    await expect.poll(() => chunk.aborted).toBe(1);
    const notice = page.getByRole('alert').filter({ hasText: '検索を読み込めませんでした' });
    await expect(notice).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('検索を読み込めませんでした。もう一度試すか、検索ページを使ってください。');
    await expect(notice.getByRole('link', { name: '検索ページ' })).toHaveAttribute('href', '/ja/search/?q=');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Opening asked for the chunk again rather than keeping the prefetch's failure.
    expect(chunk.aborted).toBe(2);

    const axe = await new AxeBuilder({ page }).include('.local-search-load-failed').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    chunk.release();
    await page.keyboard.press('Control+k');
    await expect(page.locator('input.DocSearch-Input')).toBeFocused();
    await expect(notice).toHaveCount(0);
    await page.locator('input.DocSearch-Input').fill('カメラ');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('ja: the notice leads to the search page, which works, and goes away there', async ({ page, visit }) => {
    const chunk = await failUntilReleased(page, 'search-modal');
    await visit('/ja/user-manual/getting-started/');
    await expect.poll(() => chunk.aborted).toBe(1);
    await page.keyboard.press('Control+k');
    const notice = page.getByRole('alert').filter({ hasText: '検索を読み込めませんでした' });
    await notice.getByRole('link', { name: '検索ページ' }).click();
    await expect(page).toHaveURL(/\/ja\/search\/\?q=$/);
    await expect(notice).toHaveCount(0);
    await page.getByRole('searchbox', { name: '検索' }).fill('カメラ');
    await expect(page.locator('main ol li').first()).toBeVisible();
  });

  test('en: with Save-Data nothing is prefetched, so the click meets the failure; it says so, and the next click opens the dialog', async ({ page, visit }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
    });
    const chunk = await failOnce(page, 'search-modal');
    await visit('/');
    const button = page.getByRole('button', { name: /^Search/ });
    await button.click();
    const notice = page.getByRole('alert').filter({ hasText: 'Search could not load' });
    await expect(notice).toHaveText('Search could not load. Try again, or use the search page.');
    await expect(notice.getByRole('link', { name: 'search page' })).toHaveAttribute('href', '/search/?q=');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(chunk.aborted).toBe(1);

    await button.click();
    await expect(page.locator('input.DocSearch-Input')).toBeFocused();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('ja: the search page says that search needs JavaScript', async ({ page }) => {
    await page.goto('/ja/search/');
    // Playwright's text selectors skip <noscript>; the reader does not (scripts are off).
    const notice = page.locator('main noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('検索を使うにはJavaScriptを有効にしてください。');
    await expect(page.getByRole('searchbox', { name: '検索' })).toBeVisible();
  });

  test('en: the search page says that search needs JavaScript', async ({ page }) => {
    await page.goto('/search/');
    const notice = page.locator('main noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Search needs JavaScript. Turn it on to search this site.');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 915 } });

    for (const { locale, prefix } of LOCALES) {
      test(`${locale}: the docs sidebar is visible and its links work`, async ({ page }) => {
        await page.goto(`${prefix}/user-manual/getting-started/`);
        const links = page.locator('.theme-doc-sidebar-menu a.menu__link[href]:not([href="#"])');
        const current = page.url();
        const link = links.nth(1);
        await expect(link).toBeVisible();
        const href = await link.getAttribute('href');
        expect(href).toBeTruthy();
        await link.click();
        await expect(page).toHaveURL(new URL(href!, current).href);
        await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
        // The page content is still there, below the navigation.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
});

test.describe('JavaScript enabled on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('the docs sidebar stays in the menu (the no-JavaScript layout does not apply)', async ({ page, visit }) => {
    await visit('/ja/user-manual/getting-started/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.getByRole('button', { name: /ナビゲーション|メニュー|Toggle navigation/ })).toBeVisible();
  });
});
