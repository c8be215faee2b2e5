import AxeBuilder from '@axe-core/playwright';
import { LOCALES, PAGE_TYPES, expect, test, waitForHydration } from './fixtures';

for (const { locale, prefix } of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    for (const [name, path] of Object.entries(PAGE_TYPES)) {
      test(`${name} has no serious or critical WCAG 2 A/AA violations`, async ({ page, visit }) => {
        await visit(prefix + path);
        await expectNoSeriousViolations(page);
      });
    }

    test('not-found page has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
      await page.goto(`${prefix}/no-such-page/`);
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    });
  });
}

async function expectNoSeriousViolations(page: import('@playwright/test').Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(serious).toEqual([]);
}
