// Hydration on every page type, in both locales and with either runtime (scripts/test.mjs runs the
// browser tests on the Preact build, and in CI on the React build too): the page hydrates with the
// runtime it was built for, keeps the server's DOM instead of building it again, and, with Preact,
// every hydration island renders exactly one root element.
import { LOCALES, PAGE_TYPES, RUNTIME, expect, test, waitForHydration } from './fixtures';
import { islandRoots, rememberServerElements, removedServerElements } from './guards';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 412, height: 823 },
} as const;

/**
 * Server elements the page removes on purpose once hydrated, each with its reason:
 * - Docusaurus's ThemedImage (the logo, the hero image, the diagrams) renders the light and the dark
 *   image on the server and keeps the one for the reader's colour mode once it knows it;
 * - on a phone, theme-classic swaps the desktop docs sidebar for the mobile one once the window size
 *   is known (plugins/perf/theme/DocSidebar does it at once), and renders the desktop table of
 *   contents, with its column, only on wide screens.
 */
const REMOVED_ON_PURPOSE: Record<keyof typeof VIEWPORTS, string[]> = {
  desktop: ['[class*="themedComponent--"]'],
  phone: ['[class*="themedComponent--"]', '.theme-doc-sidebar-container > *', '.col:has(> .theme-doc-toc-desktop)'],
};

for (const { locale, prefix } of LOCALES) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
    test.describe(`hydration keeps the server's DOM (${locale}, ${viewportName})`, () => {
      test.use({ viewport });
      for (const [name, path] of Object.entries(PAGE_TYPES)) {
        test(name, async ({ page }) => {
          await rememberServerElements(page, REMOVED_ON_PURPOSE[viewportName]);
          // The search page's heading and results follow the query, which only the browser knows: without one, the page is the server's.
          await page.goto(prefix + path.replace(/\?.*$/, ''));
          await waitForHydration(page);
          const { total, removed } = await removedServerElements(page);
          expect(total).toBeGreaterThan(50);
          expect(removed, 'server elements hydration replaced instead of keeping').toEqual([]);
        });
      }
    });
  }
}

test.describe('runtime', () => {
  test(`pages hydrate with ${RUNTIME}, the runtime the build was asked for`, async ({ page, visit }) => {
    await visit('/ja/');
    const hydratedBy = await page.evaluate(() => {
      const root = document.getElementById('__docusaurus')!;
      // React keeps its root on the container under __reactContainer$…; Preact keeps its vnode tree under __k.
      if (Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return 'react';
      return '__k' in root ? 'preact' : 'unknown';
    });
    expect(hydratedBy).toBe(RUNTIME);
  });
});

test.describe('hydration islands (Preact)', () => {
  test.skip(RUNTIME !== 'preact', 'islands exist only with Preact');

  for (const { locale, prefix } of LOCALES) {
    for (const [name, path] of Object.entries(PAGE_TYPES)) {
      test(`${locale} ${name}: every island renders exactly one root element`, async ({ page, visit }) => {
        await visit(prefix + path);
        const islands = await islandRoots(page);
        // Every page has at least the navbar and the footer as islands.
        expect(islands.length).toBeGreaterThanOrEqual(2);
        expect(islands.filter(({ roots }) => roots !== 1)).toEqual([]);
      });
    }
  }
});
