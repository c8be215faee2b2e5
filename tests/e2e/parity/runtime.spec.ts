// Preact and React must leave the same page behind: for every page type, in both locales, on a
// desktop and a phone, the DOM after hydration of the Preact build (build/) and of the React build
// (build-react/) are compared. React reports its hydration mismatches; Preact reports none in
// production (https://github.com/preactjs/preact/issues/2737: only preact/debug warns), so a
// divergence Preact leaves behind would otherwise go unseen. Run by `node scripts/test.mjs
// --runtime=react parity` (E2E_PARITY=1), after both builds.
import type { Browser, Page } from '@playwright/test';
import { LOCALES, PAGE_TYPES, expect, test, waitForHydration } from '../fixtures';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 412, height: 823 },
} as const;

/**
 * The page as a list of lines: <html>'s attributes, the head's title and the metadata search engines
 * read (sorted), then every element and text of the app's root in document order, attributes sorted. React
 * 19's server renderer puts the resource hints it hoists (image preloads) at the start of the root;
 * React's hydration leaves them there and the Preact runtime moves them into <head>
 * (plugins/perf/runtime/hoisted-resources.ts): those are left out.
 */
function snapshot(): string[] {
  const lines: string[] = [];
  // What an element says, not how it was written: a style as the browser reads it (React writes a
  // style it sets as properties, the server as a string), a form field's current value (React also
  // copies it into the value attribute, Preact does not).
  const attributes = (element: Element) => {
    const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element : null;
    const pairs = Array.from(element.attributes)
      .filter((attribute) => !(field && attribute.name === 'value'))
      .map((attribute) => `${attribute.name}="${attribute.name === 'style' && element instanceof HTMLElement ? element.style.cssText : attribute.value}"`);
    if (field) pairs.push(`(value)="${field.value}"`);
    return pairs.sort().join(' ');
  };
  lines.push(`html ${attributes(document.documentElement)}`);
  lines.push(`title ${document.title}`);
  // The head's order means nothing to its readers (Helmet writes the tags in its own order).
  const head = Array.from(document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]'));
  lines.push(...head.map((tag) => `head ${tag.localName} ${attributes(tag)}`).sort());
  const root = document.getElementById('__docusaurus')!;
  const walk = (node: Node, depth: number) => {
    for (const child of Array.from(node.childNodes)) {
      if (child instanceof Element) {
        if (node === root && (child.localName === 'link' || child.localName === 'meta')) continue;
        lines.push(`${'  '.repeat(depth)}<${child.localName} ${attributes(child)}>`);
        walk(child, depth + 1);
      } else if (child.nodeType === Node.TEXT_NODE) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) lines.push(`${'  '.repeat(depth)}${text}`);
      }
    }
  };
  walk(root, 0);
  return lines;
}

/** Opens a page on one build, waits until it has hydrated, the network is quiet and the page has settled, and snapshots it. */
async function hydratedSnapshot(browser: Browser, baseURL: string, path: string, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({ baseURL, viewport });
  const page: Page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // A search page with a query ranks its hits after the network has gone quiet, and on a loaded
  // machine two snapshots a quarter second apart can both still say "loading": wait for the hits.
  if (path.includes('/search/?q=')) await page.locator('[role="status"][data-status="done"]').waitFor();
  // Work that follows the last request (the search page ranks and renders its hits after the index
  // files arrive) can still change the page: snapshot once two snapshots a quarter second apart agree.
  let lines = await page.evaluate(snapshot);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(250);
    const next = await page.evaluate(snapshot);
    if (next.join('\n') === lines.join('\n')) break;
    lines = next;
  }
  await context.close();
  return lines;
}

for (const { locale, prefix } of LOCALES) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`Preact and React leave the same DOM after hydration (${locale}, ${viewportName})`, () => {
      for (const [name, path] of Object.entries(PAGE_TYPES)) {
        test(name, async ({ browser, baseURL }, testInfo) => {
          const reactBaseURL = (testInfo.project.use as { reactBaseURL?: string }).reactBaseURL;
          if (!baseURL || !reactBaseURL) throw new Error('the parity project serves both builds (E2E_PARITY=1)');
          const preact = await hydratedSnapshot(browser, baseURL, prefix + path, viewport);
          const react = await hydratedSnapshot(browser, reactBaseURL, prefix + path, viewport);
          expect(preact.length).toBeGreaterThan(50);
          expect(preact.join('\n'), 'DOM after hydration, Preact (received) against React (expected)').toBe(react.join('\n'));
        });
      }
    });
  }
}
