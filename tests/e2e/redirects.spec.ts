import { expect, test } from './fixtures';

test.describe('redirects and path rules', () => {
  for (const path of ['/api/', '/en/api/', '/ja/api/']) {
    test(`${path} redirects to the external API reference`, async ({ request }) => {
      // The server answers with an HTTP redirect; nothing outside this machine is reachable, so the
      // test reads the redirect instead of following it (Playwright cannot route a redirect's target).
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe('https://api.playcanvas.com/');
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

  for (const [from, to] of <[string, string][]>[
    ['/ja/user-manual/faq/', '/ja/user-manual/editor/faq/'],
    ['/ja/user-manual/faq', '/ja/user-manual/editor/faq/'],
    ['/en/user-manual/?tab=1', '/user-manual/?tab=1'],
  ]) {
    test(`the server answers ${from} with one HTTP redirect to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
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
