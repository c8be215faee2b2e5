// Hydration on every page type, in both locales and with either runtime (scripts/test.mjs runs the
// browser tests on the Preact build, and in CI on the React build too): the page hydrates with the
// runtime it was built for, keeps the server's DOM instead of building it again, and, with Preact,
// every hydration island renders exactly one root element.
import type { Page } from '@playwright/test';
import { LOCALES, PAGE_TYPES, RUNTIME, expect, test, waitForHydration } from './fixtures';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 412, height: 823 },
} as const;

/**
 * Server elements a viewport removes on purpose after hydration, each with its reason. On a phone:
 * theme-classic swaps the desktop docs sidebar for the mobile one once the window size is known
 * (plugins/perf/theme/DocSidebar does it at once), and renders the desktop table of contents only
 * on wide screens.
 */
const REMOVED_ON_PURPOSE: Record<keyof typeof VIEWPORTS, string[]> = {
  desktop: [],
  phone: ['.theme-doc-sidebar-container', '.theme-doc-toc-desktop'],
};

/** Remembers every element the HTML parser made inside the app's root, before any script runs. */
async function rememberServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverElements: Array.from(document.querySelectorAll('#__docusaurus *')) });
    });
  });
}

/** The server elements no longer in the document, outermost only, as short selectors. */
function removedServerElements(page: Page, onPurpose: readonly string[]): Promise<{ total: number; removed: string[] }> {
  return page.evaluate((allowed) => {
    const elements = (window as unknown as { serverElements: Element[] }).serverElements;
    const describe = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList].slice(0, 2).map((name) => `.${name}`).join('')}`;
    const removed = elements.filter((element) => !element.isConnected && !allowed.some((selector) => element.closest(selector)));
    // Report the outermost removed elements: their descendants went with them.
    const outermost = removed.filter((element) => !element.parentElement || element.parentElement.isConnected || !removed.includes(element.parentElement));
    return { total: elements.length, removed: outermost.map(describe) };
  }, onPurpose);
}

for (const { locale, prefix } of LOCALES) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
    test.describe(`hydration keeps the server's DOM (${locale}, ${viewportName})`, () => {
      test.use({ viewport });
      for (const [name, path] of Object.entries(PAGE_TYPES)) {
        test(name, async ({ page }) => {
          await rememberServerElements(page);
          await page.goto(prefix + path);
          await waitForHydration(page);
          const { total, removed } = await removedServerElements(page, REMOVED_ON_PURPOSE[viewportName]);
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

/**
 * Every hydration island of the page with the number of root DOM nodes its content rendered, read
 * from Preact's vnode tree on the root container. Preact's internal names are mangled but stable
 * within a major version (preact/mangle.json: `__k` children, `type`; preact/debug and the devtools
 * read them too): if they change, no island is found and the test fails.
 */
function islandRoots(page: Page): Promise<{ island: string; roots: number }[]> {
  return page.evaluate(() => {
    interface VNode {
      type: unknown;
      __k?: (VNode | null)[] | null;
      __e?: Node | null;
    }
    const rootsOf = (vnode: VNode | null | undefined): Node[] => {
      if (!vnode) return [];
      if (typeof vnode.type === 'string' || vnode.type === null) return vnode.__e ? [vnode.__e] : [];
      return (vnode.__k ?? []).flatMap(rootsOf);
    };
    const describe = (node: Node | undefined) =>
      node instanceof Element ? `${node.localName}${[...node.classList].slice(0, 2).map((name) => `.${name}`).join('')}` : node ? `#${node.nodeName}` : 'nothing';
    const islands: { island: string; roots: number }[] = [];
    const visit = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      if (typeof vnode.type === 'function' && (vnode.type as { displayName?: string }).displayName === 'HydrationIsland') {
        const roots = rootsOf(vnode);
        islands.push({ island: describe(roots[0]), roots: roots.length });
      }
      (vnode.__k ?? []).forEach(visit);
    };
    visit((document.getElementById('__docusaurus') as unknown as { __k?: VNode }).__k);
    return islands;
  });
}

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
