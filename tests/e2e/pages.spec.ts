import { expect, test } from './fixtures';

test.describe('top-level pages (ja)', () => {
  test('home offers the manual, tutorials, shader editor and API', async ({ page, visit }) => {
    await visit('/ja/');
    await expect(page).toHaveTitle(/PlayCanvasドキュメント/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'ユーザーマニュアル' })).toHaveAttribute('href', '/ja/user-manual/');
    await expect(main.getByRole('link', { name: 'チュートリアル', exact: true })).toHaveAttribute('href', '/ja/tutorials/');
    await expect(main.getByRole('link', { name: 'シェーダーエディター' })).toHaveAttribute('href', '/ja/shader-editor/');
    await expect(main.getByRole('link', { name: 'APIリファレンス' })).toHaveAttribute('href', 'https://api.playcanvas.com');
  });

  test('tutorial index lists every tutorial as a card and filters by tag', async ({ page, visit }) => {
    await visit('/ja/tutorials/');
    await expect(page.getByRole('heading', { level: 1, name: 'チュートリアル' })).toBeVisible();
    const cards = page.getByRole('main').locator('h2 a');
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: /オービットカメラ/ })).toHaveAttribute('href', '/ja/tutorials/orbit-camera/');

    await page.getByRole('group', { name: 'タグで絞り込む' }).getByRole('button', { name: 'input', exact: true }).click();
    await expect(page).toHaveURL(/\?tag=input$/);
    await expect(cards).not.toHaveCount(total);
    for (const tags of await page.getByRole('main').getByRole('list', { name: 'タグ' }).allInnerTexts()) {
      expect(tags.split('\n')).toContain('input');
    }
    await page.getByRole('button', { name: 'すべて' }).click();
    await expect(cards).toHaveCount(total);
  });

  test('tag index and a tag page list the tagged tutorials', async ({ page, visit }) => {
    await visit('/ja/tags/');
    await expect(page.getByRole('heading', { level: 1, name: 'タグ' })).toBeVisible();
    await page.getByRole('link', { name: /^camera/ }).first().click();
    await expect(page).toHaveURL(/\/ja\/tags\/camera\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('「camera」タグのついた');
    await expect(page.getByRole('link', { name: /カメラ/ }).first()).toBeVisible();
  });

  test('a manual page shows the Japanese sidebar with section headers and categories', async ({ page, visit }) => {
    await visit('/ja/user-manual/');
    const sidebar = page.getByRole('navigation', { name: 'ドキュメントのサイドバー' });
    await expect(sidebar.getByText('はじめに', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'はじめよう', exact: true })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('unknown ja path: Japanese not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/ja/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
    await expect(page.getByText('このページにリンクしているサイトの所有者にリンクが壊れていることを伝えてください')).toBeVisible();
  });

  test('unknown en path: English not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('client-side navigation to an unknown route shows the not-found page', async ({ page, visit }) => {
    await visit('/ja/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/ja/missing/route/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  });
});
