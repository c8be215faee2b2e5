import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors and warnings a page may print without failing its test. Each entry says why it is fine.
 */
const ALLOWED_CONSOLE_MESSAGES: readonly RegExp[] = [
  // Our server answers unknown paths with 404 on purpose; Chromium logs the status of that document.
  /Failed to load resource: the server responded with a status of 404/,
];

/** The runtime the build under test hydrates with (scripts/test.mjs sets PERF_RUNTIME for the React pass). */
export const RUNTIME: 'preact' | 'react' = process.env.PERF_RUNTIME === 'react' ? 'react' : 'preact';

interface Options {
  /** Console errors or page errors a test expects (one pattern; use `|` for several), e.g. when storage is broken. */
  expectedConsoleErrors: RegExp | null;
  /** Console warnings a test provokes on purpose (one pattern), e.g. a chunk it makes fail. */
  expectedConsoleWarnings: RegExp | null;
}

interface Fixtures {
  /** Page errors, console errors and console warnings collected while the test ran; the fixture fails the test on any. */
  pageErrors: string[];
  /** Opens a path and waits until React has hydrated the page. */
  visit: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures & Options>({
  expectedConsoleErrors: [null, { option: true }],
  expectedConsoleWarnings: [null, { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors, expectedConsoleWarnings }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        if (!expectedConsoleErrors?.test(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      page.on('console', (message) => {
        // A warning is a fault as much as an error: React, libraries and this site warn about what goes wrong.
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        const expected = type === 'error' ? expectedConsoleErrors : expectedConsoleWarnings;
        if (![...ALLOWED_CONSOLE_MESSAGES, expected].some((allowed) => allowed?.test(text))) errors.push(`console.${type === 'error' ? 'error' : 'warn'}: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page printed errors or warnings').toEqual([]);
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

/** One page of each type the site has, without the locale prefix ('' for English, '/ja' for Japanese). */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  'manual page': '/user-manual/getting-started/',
  'long manual page': '/user-manual/engine/migrations/',
  tutorial: '/tutorials/orbit-camera/',
  'tutorial index': '/tutorials/',
  'tag page': '/tags/camera/',
  'search page': '/search/?q=camera',
};

/** The two locales and their path prefixes. */
export const LOCALES = [
  { locale: 'ja', prefix: '/ja' },
  { locale: 'en', prefix: '' },
] as const;

/** A route's own chunks: every script of the build but the runtime and the main entry. */
export const ROUTE_CHUNK = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;

/**
 * A performance notice of Chromium's GL driver (software rendering on the test machines) whenever
 * pixels are read back from a WebGL canvas, as the tests' snapshots and the live-example runner's
 * "has it drawn" check do: it says nothing about the page.
 */
export const CANVAS_READ_BACK = /GL Driver Message \(OpenGL, Performance, GL_CLOSE_PATH_NV, High\): GPU stall due to ReadPixels/;

export { expect };
