import { expect, test, waitForHydration } from './fixtures';

test.describe('navbar, footer and announcement bar (ja)', () => {
  test('navbar items', async ({ page, visit }) => {
    await visit('/ja/user-manual/');
    const navbar = page.getByRole('navigation', { name: 'ナビゲーション' });
    await expect(navbar.getByRole('link', { name: 'ユーザーマニュアル' })).toHaveAttribute('href', '/ja/user-manual/');
    await expect(navbar.getByRole('link', { name: 'チュートリアル' })).toHaveAttribute('href', '/ja/tutorials/');
    await expect(navbar.getByRole('link', { name: /APIリファレンス/ })).toHaveAttribute('href', 'https://api.playcanvas.com');
    await expect(navbar.getByRole('link', { name: 'Discord Invite' })).toHaveAttribute('href', 'https://discord.gg/RSaMRzg');
    await expect(navbar.getByRole('link', { name: 'GitHub Repository' })).toHaveAttribute('href', 'https://github.com/playcanvas/engine');
    await expect(navbar.getByRole('button', { name: '日本語' })).toBeVisible();
  });

  test('locale dropdown keeps the path, query and hash', async ({ page, visit }) => {
    await visit('/ja/user-manual/?from=test#top');
    await page.getByRole('button', { name: '日本語' }).hover();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/user-manual/?from=test#top');
  });

  test('footer has four columns and the 2024 copyright', async ({ page, visit }) => {
    await visit('/ja/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['ドキュメント', 'ソーシャル', 'コミュニティ', 'リソース']) {
      await expect(footer.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /フォーラム/ })).toHaveAttribute('href', 'https://forum.playcanvas.com');
    await expect(footer).toContainText('Copyright © 2024 PlayCanvas Ltd.');
  });

  test('announcement bar is closeable and stays closed', async ({ page, visit }) => {
    await visit('/ja/');
    const bar = page.getByRole('banner').filter({ hasText: 'PlayCanvas Engine v2' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: '閉じる' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('ESMスクリプト向けです')).toHaveCount(0);
  });

  test('English build shows the English UI', async ({ page, visit }) => {
    await visit('/user-manual/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'User Manual' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Community', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('broken browser storage', () => {
  // Docusaurus logs the failing storage on purpose (an error, and a warning that storage is not
  // available), then falls back to a no-op storage.
  test.use({ expectedConsoleErrors: /storage/i, expectedConsoleWarnings: /^Docusaurus browser storage is not available/ });

  test('the site renders and navigates when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Object.defineProperty(window, 'localStorage', { get: fail });
      Object.defineProperty(window, 'sessionStorage', { get: fail });
    });
    await page.goto('/ja/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'ユーザーマニュアル' }).click();
    await expect(page).toHaveURL(/\/ja\/user-manual\/$/);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
