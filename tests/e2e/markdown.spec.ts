import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { manifest, docIdOf } from '../../src/lib/manifest';
import { LOCALES, expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const TUTORIAL = '/tutorials/orbit-camera/';
/** The first lines of the file the tutorial includes with ?raw. */
const ORBIT_CAMERA = readFileSync(path.join(ROOT, 'examples/orbit-camera/orbit-camera.mjs'), 'utf8').split('\n').slice(0, 4).join('\n');

/** The doc pages of a locale: manifest routes whose source exists in that locale (as docusaurus.config.ts lists them). */
function docCount(locale: string): number {
  const dir = locale === 'ja' ? 'i18n/ja/docusaurus-plugin-content-docs/current' : 'docs';
  return manifest.filter((entry) => ['.md', '.mdx'].some((ext) => existsSync(path.join(ROOT, dir, docIdOf(entry) + ext)))).length;
}

const TEXTS = {
  ja: { copy: 'ページをMarkdownでコピー', view: 'Markdownで表示', copied: 'コピーしました', title: 'オービットカメラ', live: '*ライブサンプル: ', section: '## チュートリアル' },
  en: { copy: 'Copy page as Markdown', view: 'View as Markdown', copied: 'Copied', title: 'Orbit camera', live: '*Live example: ', section: '## Tutorials' },
} as const;

for (const { locale, prefix } of LOCALES) {
  const texts = TEXTS[locale as keyof typeof TEXTS];

  test.describe(`pages as Markdown (${locale})`, () => {
    test('the .md URL of a page serves its Markdown as UTF-8 text/markdown, an unknown one the not-found page', async ({ request }) => {
      const response = await request.get(`${prefix}${TUTORIAL}index.md`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith(`# ${texts.title}\n\n> `)).toBe(true);
      expect(text).toContain(`\`\`\`js title="orbit-camera.mjs"\n${ORBIT_CAMERA}`);
      expect(text).not.toMatch(/<LiveExample|\?raw/);
      const missing = await request.get(`${prefix}/no-such-page/index.md`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toMatch(/^text\/html/);
    });

    test("llms.txt lists every doc page of the locale with its Markdown URL; llms-full.txt holds their text", async ({ request }) => {
      const response = await request.get(`${prefix}/llms.txt`);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const list = await response.text();
      const links = list.split('\n').filter((line) => line.startsWith('- ['));
      expect(links).toHaveLength(docCount(locale));
      expect(list).toContain(texts.section);
      expect(list).toContain(`- [${texts.title}](https://developer.playcanvas.com${prefix}${TUTORIAL}index.md): `);
      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full.match(/^URL: /gm)).toHaveLength(docCount(locale));
      expect(full).toContain(`# ${texts.title}\n\nURL: https://developer.playcanvas.com${prefix}${TUTORIAL}\n`);
    });

    test('the copy button puts the page as Markdown on the clipboard, offline after load, also after a client-side navigation', async ({ page, context, visit }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await visit(`${prefix}${TUTORIAL}`);
      // The converter comes when the browser is idle after load; from then on copying needs no network.
      // On a busy machine the browser may be idle only after the network is.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/markdown-converter.')), undefined, { timeout: 15_000 });
      await context.setOffline(true);
      await page.getByRole('button', { name: texts.copy, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.copied })).toBeVisible();
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      expect(markdown.startsWith(`# ${texts.title}\n\n> `)).toBe(true);
      expect(markdown).toContain(`\`\`\`js title="orbit-camera.mjs"\n${ORBIT_CAMERA}`);
      expect(markdown).toContain(texts.live);
      expect(markdown).toMatch(/^\| --- \| --- \| --- \|$/m);
      expect(markdown).not.toMatch(/\u200b|<svg/);

      // A client-side navigation: the copy is of the page now shown (its title: the first line of its .md file).
      await context.setOffline(false);
      const next = `${prefix}/tutorials/basic-cameras/`;
      const nextTitle = (await (await page.request.get(`${next}index.md`)).text()).split('\n')[0] ?? '';
      await page.getByRole('article').locator(`a[href="${next}"]`).first().click();
      await expect(page).toHaveURL(next);
      await expect(page.locator('article h1')).toHaveText(nextTitle.slice(2));
      await context.setOffline(true);
      await page.getByRole('button', { name: texts.copy, exact: true }).click();
      await expect.poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).split('\n')[0]).toBe(nextTitle);
      await context.setOffline(false);
    });

    test('the view link opens the page as Markdown', async ({ page, visit }) => {
      await visit(`${prefix}/user-manual/getting-started/`);
      const title = (await page.locator('article h1').innerText()).trim();
      await page.getByRole('link', { name: texts.view, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/user-manual/getting-started/index.md`);
      await expect(page.locator('body')).toContainText(`# ${title}`);
    });

    test('the Markdown actions have no serious or critical WCAG 2 A/AA violations', async ({ page, visit }) => {
      await visit(`${prefix}${TUTORIAL}`);
      const results = await new AxeBuilder({ page }).include('article').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    });
  });
}
