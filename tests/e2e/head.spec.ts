import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const TUTORIAL = '/ja/tutorials/orbit-camera/';

/** What search engines and the browser read from a page's head. */
interface HeadFacts {
  title: string;
  description: (string | null)[];
  canonical: (string | null)[];
  alternates: string[];
}

function readHead(): HeadFacts {
  return {
    title: document.title,
    description: Array.from(document.querySelectorAll('meta[name="description"]')).map((meta) => meta.getAttribute('content')),
    canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href')),
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`).sort(),
  };
}

/** The head the server wrote for a path, read by the browser from the HTML alone (scripts blocked). */
async function serverHead(page: Page, path: string): Promise<HeadFacts> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const serverPage = await context.newPage();
  await serverPage.goto(path);
  const head = await serverPage.evaluate(readHead);
  await context.close();
  return head;
}

test.describe('the page head', () => {
  test('hydration keeps the head the server wrote', async ({ page, visit }) => {
    await visit(TUTORIAL);
    const expected = await serverHead(page, TUTORIAL);
    expect(expected.canonical).toHaveLength(1);
    // Head changes are written in an animation frame: wait two, then compare.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(readHead)).toEqual(expected);
  });

  test("a client-side navigation writes the new page's title, description, canonical link and language alternates", async ({ page, visit }) => {
    await visit('/ja/tutorials/');
    await page.getByRole('link', { name: /オービットカメラ/ }).first().click();
    await expect(page).toHaveURL(TUTORIAL);
    await waitForHydration(page);
    const expected = await serverHead(page, TUTORIAL);
    await expect.poll(() => page.evaluate(readHead)).toEqual(expected);
  });
});
