import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { listFiles } from '../../lib/files';

const BUILD = path.resolve(__dirname, '../../build');

test.describe('Japanese typography', () => {
  test('spacing between Japanese and Latin text comes from CSS, not typed spaces', async ({ page, visit }) => {
    await visit('/ja/user-manual/scenes/components/camera/');
    const paragraph = page.locator('article .markdown p').first();
    await expect(paragraph).toHaveCSS('text-autospace', 'normal');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toBe('Cameraコンポーネント');
  });

  test('the English build adds no autospace', async ({ page, visit }) => {
    await visit('/user-manual/scenes/components/camera/');
    await expect(page.locator('article .markdown p').first()).not.toHaveCSS('text-autospace', 'normal');
  });

  test('headings, cards and navigation break between phrases', async ({ page, visit }) => {
    await visit('/ja/');
    for (const locator of [page.getByRole('heading', { level: 2 }).first(), page.locator('.navbar__link').first()]) {
      await expect(locator).toHaveCSS('word-break', 'auto-phrase');
    }
  });

  test('no katakana word of a home card title breaks across lines, even on a narrow phone', async ({ page, visit }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visit('/ja/');
    const words = page.locator('main h2 .keep-word');
    await expect(words.filter({ hasText: 'ユーザーマニュアル' })).toHaveCount(1);
    await expect(words.filter({ hasText: 'シェーダーエディター' })).toHaveCount(1);
    // One line box per word: a word broken across lines has two client rects.
    const lineCounts = await words.evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    expect(lineCounts.length).toBeGreaterThan(3);
    expect(lineCounts.every((count) => count === 1)).toBe(true);
  });

  test('bold text after Japanese punctuation is bold, not asterisks', async ({ page, visit }) => {
    // The light page's pitfall "**何も照らさないライト**。まず…" and labels like "**Settings（設定）**を".
    await visit('/ja/user-manual/scenes/components/light/');
    const article = page.locator('article .markdown');
    await expect(article.locator('strong', { hasText: '何も照らさないライト' })).toBeVisible();
    const prose = await article.evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('pre, code')) text += node.textContent;
      }
      return text;
    });
    expect(prose).not.toContain('**');
  });

  test('no built page shows Markdown asterisks where bold was meant', () => {
    const leftovers: string[] = [];
    for (const file of listFiles(BUILD, /^index\.html$/)) {
      const article = /<article[\s\S]*?<\/article>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      const prose = article.replace(/<(pre|code)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '');
      if (prose.includes('**')) leftovers.push(path.relative(BUILD, file));
    }
    expect(leftovers).toEqual([]);
  });
});
