// Checks of hydration shared by the site's tests (hydration.spec.ts) and the fixture's, which show
// each one failing on a page made to break it (fixture/guards.spec.ts).
import type { Page } from '@playwright/test';

/**
 * Remembers every element the HTML parser made inside the app's root, and whether the page may
 * remove it, before any of the page's scripts runs: when the document becomes interactive, which is
 * after parsing and before deferred scripts (Docusaurus's own template) and DOMContentLoaded.
 */
export async function rememberServerElements(page: Page, onPurpose: readonly string[]): Promise<void> {
  await page.addInitScript((allowed) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const elements = Array.from(document.querySelectorAll('#__docusaurus *')).map((element) => ({
        element,
        removable: allowed.some((selector) => element.closest(selector)),
      }));
      Object.assign(window, { serverElements: elements });
    });
  }, onPurpose);
}

/** The server elements no longer in the document that the page may not remove, outermost only, as short selectors. */
export function removedServerElements(page: Page): Promise<{ total: number; removed: string[] }> {
  return page.evaluate(() => {
    const elements = (window as unknown as { serverElements: { element: Element; removable: boolean }[] }).serverElements;
    const describe = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''}${Array.from(element.classList).slice(0, 2).map((name) => `.${name}`).join('')}`;
    const removed = elements.filter(({ element, removable }) => !element.isConnected && !removable).map(({ element }) => element);
    // Report the outermost removed elements: their descendants went with them.
    const outermost = removed.filter((element) => !element.parentElement || !removed.includes(element.parentElement));
    return { total: elements.length, removed: outermost.map(describe) };
  });
}

/**
 * Every hydration island of the page with the number of root DOM nodes its content rendered, read
 * from Preact's vnode tree on the root container. Preact's internal names are mangled but stable
 * within a major version (preact/mangle.json: `__k` children, `type`; preact/debug and the devtools
 * read them too): if they change, no island is found and the test fails.
 */
export function islandRoots(page: Page): Promise<{ island: string; roots: number }[]> {
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
      node instanceof Element ? `${node.localName}${Array.from(node.classList).slice(0, 2).map((name) => `.${name}`).join('')}` : node ? `#${node.nodeName}` : 'nothing';
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
