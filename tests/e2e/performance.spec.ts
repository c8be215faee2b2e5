import { expect, test, waitForHydration } from './fixtures';

/** A tutorial with several long code blocks. */
const TUTORIAL = '/ja/tutorials/orbit-camera/';

test.describe('first load on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('hydration keeps the server-rendered code blocks instead of building them again', async ({ page }) => {
    // Tag every element the HTML parser made; anything untagged after hydration was rebuilt by React.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('pre *').forEach((element) => element.setAttribute('data-from-server', ''));
      });
    });
    await page.goto(TUTORIAL);
    await waitForHydration(page);
    // The copy buttons appear in the render after hydration, the one in which stock Docusaurus rebuilds every block.
    await expect(page.getByRole('button', { name: 'クリップボードにコードをコピー' }).first()).toBeAttached();
    const tokens = page.locator('pre .token');
    expect(await tokens.count()).toBeGreaterThan(100);
    await expect(page.locator('pre .token:not([data-from-server])')).toHaveCount(0);
  });

  test('only HTML and CSS block the first render: every script is deferred', async ({ page, visit }) => {
    await visit('/ja/user-manual/getting-started/');
    const blocking = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLScriptElement>('head script[src]')).filter((script) => !script.defer && !script.async).length,
    );
    expect(blocking).toBe(0);
  });

  test('a code block rendered after a client-side navigation is highlighted', async ({ page, visit }) => {
    await visit('/ja/tutorials/');
    await page.getByRole('link', { name: /オービットカメラ/ }).first().click();
    await expect(page).toHaveURL(TUTORIAL);
    await expect(page.locator('pre .token.keyword').first()).toBeVisible();
  });
});
