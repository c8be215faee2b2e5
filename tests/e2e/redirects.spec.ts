import { expect, test } from './fixtures';

test.describe('redirects and path rules', () => {
  for (const path of ['/api/', '/en/api/', '/ja/api/']) {
    test(`${path} redirects to the external API reference`, async ({ page }) => {
      // Nothing outside this machine is reachable: catch the navigation to the API site instead.
      let redirectedTo = '';
      await page.route('https://api.playcanvas.com/**', async (route) => {
        redirectedTo = route.request().url();
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>API</title>' });
      });
      await page.goto(path);
      await expect.poll(() => redirectedTo).toBe('https://api.playcanvas.com/');
    });
  }

  for (const [from, to] of <[string, string][]>[
    ['/ja/user-manual/billing/', '/ja/user-manual/account-management/billing/'],
    ['/user-manual/organizations/', '/user-manual/account-management/organizations/'],
    ['/ja/user-manual/editor/keyboard-shortcuts/', '/ja/user-manual/editor/interface/keyboard-shortcuts/'],
    ['/ja/user-manual/publishing/', '/ja/user-manual/editor/publishing/'],
    ['/ja/user-manual/faq/', '/ja/user-manual/editor/faq/'],
    ['/ja/user-manual/dashboard/', '/ja/user-manual/editor/projects/dashboard/'],
    ['/en/user-manual/', '/user-manual/'],
  ]) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ページが見つかりません');
    });
  }

  for (const path of ['/ja/user-manual/index.html', '/ja/user-manual.html']) {
    test(`the index-style path ${path} is normalised to its page`, async ({ page, visit }) => {
      await visit(path);
      await expect(page).toHaveURL(/\/ja\/user-manual\/$/);
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('ページが見つかりません')).toHaveCount(0);
    });
  }

  test('a path without its trailing slash is redirected to the canonical one', async ({ page }) => {
    const response = await page.goto('/ja/user-manual');
    expect(response?.url()).toMatch(/\/ja\/user-manual\/$/);
  });
});
