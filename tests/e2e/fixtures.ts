import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console messages a page may print without failing its test. Each entry says why it is fine.
 */
const ALLOWED_CONSOLE_ERRORS: readonly RegExp[] = [
  // Our server answers unknown paths with 404 on purpose; Chromium logs the status of that document.
  /Failed to load resource: the server responded with a status of 404/,
];

interface Options {
  /** Console or page errors a test expects (one pattern; use `|` for several), e.g. when storage is broken. */
  expectedConsoleErrors: RegExp | null;
}

interface Fixtures {
  /** Errors and console errors collected while the test ran; the fixture fails the test on any. */
  pageErrors: string[];
  /** Opens a path and waits until React has hydrated the page. */
  visit: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures & Options>({
  expectedConsoleErrors: [null, { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        if (!expectedConsoleErrors?.test(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (![...ALLOWED_CONSOLE_ERRORS, expectedConsoleErrors].some((allowed) => allowed?.test(text))) errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page printed errors').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

/**
 * Resolves once the page has hydrated: Docusaurus's own marker on <html>, and no hydration island
 * of plugins/perf still waiting for its turn.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({ state: 'attached' });
}

/** A route's own chunks: every script of the build but the runtime and the main entry. */
export const ROUTE_CHUNK = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;

export { expect };
