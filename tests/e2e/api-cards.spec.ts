import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES, expect, test } from './fixtures';

/** A manual page whose first paragraph links `Entity` (written) and names it in inline code (linked at build). */
const PAGE = '/user-manual/ecs/entities/';
/** What the card's code and data are requested as: the chunk named in plugins/api-links/client/listen.ts, the locale's JSON. */
const CARD_REQUEST = /\/api-card\.[^/]*\.js$|\/api-cards\.json$/;

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(serious).toEqual([]);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`API cards (${locale})`, () => {
    test('inline code naming an API is a link to its reference page, next to the written ones', async ({ page, visit }) => {
      await visit(prefix + PAGE);
      const links = page.locator('article a[data-api="Entity"]');
      expect(await links.count()).toBeGreaterThan(1);
      await expect(links.first()).toHaveAttribute('href', 'https://api.playcanvas.com/engine/classes/Entity.html');
      // Made from inline code: the link holds the code element and nothing else.
      expect(await page.locator('article a[data-api="GraphNode"] > code:only-child').count()).toBeGreaterThan(0);
    });

    test('nothing of the card loads before the first hover; hovering shows it, in English, and it stays on the card', async ({ page, visit }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (CARD_REQUEST.test(request.url())) requested.push(request.url());
      });
      await visit(prefix + PAGE);
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      const link = page.locator('article a[data-api="Entity"]').first();
      await link.hover();
      const card = page.getByRole('tooltip');
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('lang', 'en');
      await expect(card.locator('code')).toHaveText('class Entity extends GraphNode');
      await expect(card).toContainText('An Entity is the core primitive of a PlayCanvas application.');
      await expect(link).toHaveAttribute('aria-describedby', 'api-card');
      expect(requested).toHaveLength(2);
      await expectNoSeriousViolations(page);

      // The pointer may move onto the card (WCAG 1.4.13 hoverable), then away.
      await card.hover();
      await expect(card).toBeVisible();
      await page.mouse.move(1, 1);
      await expect(card).toBeHidden();
      await expect(link).not.toHaveAttribute('aria-describedby', /./);
    });

    test('the keyboard shows the card on focus, Escape dismisses it, leaving the link hides it', async ({ page, visit }) => {
      await visit(prefix + PAGE);
      const link = page.locator('article a[data-api="GraphNode"]').first();
      await link.focus();
      const card = page.getByRole('tooltip');
      await expect(card).toBeVisible();
      await expect(card.locator('code')).toHaveText(/^class GraphNode extends EventHandler/);
      await expect(link).toHaveAttribute('aria-describedby', 'api-card');
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();

      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.locator('article a[data-api="GraphNode"]').first().focus();
      await expect(card).toBeVisible();
      // Tab moves on (maybe to the next API link, which gets the card): this link no longer names it.
      await page.keyboard.press('Tab');
      await expect(link).not.toHaveAttribute('aria-describedby', /./);
    });
  });
}

test.describe('API cards on a touch screen', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('a touch on the link shows the card, a tap elsewhere closes it', async ({ page, visit }) => {
    await visit(`/ja${PAGE}`);
    const link = page.locator('article a[data-api="Entity"]').first();
    await link.scrollIntoViewIfNeeded();
    // The pointer events a finger sends when it lands on the link (tapping it would also follow it).
    await link.dispatchEvent('pointerover', { pointerType: 'touch', bubbles: true });
    const card = page.getByRole('tooltip');
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
    await page.locator('article h1, article header').first().tap();
    await expect(card).toBeHidden();
  });
});
