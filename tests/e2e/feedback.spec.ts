import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Page feedback at the foot of every doc page (src/components/PageFeedback).

const TEXTS = {
  ja: {
    prefix: '/ja',
    question: 'このページは役に立ちましたか？',
    yes: 'はい',
    no: 'いいえ',
    comment: 'コメント（任意）',
    hint: '入力した内容でGitHubのイシュー作成画面を新しいタブで開きます。送信にはGitHubアカウントが必要です。',
    send: 'GitHubでイシューを開く',
    thanks: 'ご意見ありがとうございます。',
    answeredBefore: 'このページにはすでに回答いただいています。ありがとうございます。',
  },
  en: {
    prefix: '',
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    comment: 'Comment (optional)',
    hint: 'Opens a prefilled issue on GitHub in a new tab; sending it needs a GitHub account.',
    send: 'Open an issue on GitHub',
    thanks: 'Thank you for your feedback.',
    answeredBefore: 'You have already answered for this page. Thank you.',
  },
} as const;
const PAGE = '/user-manual/getting-started/';
const NEW_ISSUE = 'https://github.com/playcanvas/developer-site/issues/new';

/** GitHub is not reached: the new-issue form answers with an empty page. */
async function stubGitHub(page: Page): Promise<void> {
  await page.context().route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>new issue</title>' }));
}

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="page-feedback-question"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [locale, text] of Object.entries(TEXTS)) {
  test.describe(`page feedback (${locale})`, () => {
    test('answered with the keyboard, opens a prefilled issue and remembers the answer for the page', async ({ page, visit }) => {
      await stubGitHub(page);
      await visit(text.prefix + PAGE);
      const form = page.getByRole('region', { name: text.question });
      await expect(form.getByText(text.question, { exact: true })).toBeVisible();
      const group = form.getByRole('group', { name: text.question });
      await expect(group.getByRole('button')).toHaveText([text.yes, text.no]);
      await expectNoViolations(page);

      await group.getByRole('button', { name: text.no, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(group.getByRole('button', { name: text.no, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const comment = form.getByRole('textbox', { name: text.comment });
      await expect(comment).toHaveAccessibleDescription(text.hint);
      await page.keyboard.press('Tab');
      await expect(comment).toBeFocused();
      await page.keyboard.type('手順 3 & the screenshot');
      await expectNoViolations(page);
      await page.keyboard.press('Tab');
      const send = form.getByRole('link', { name: text.send });
      await expect(send).toBeFocused();
      const popup = page.waitForEvent('popup');
      await page.keyboard.press('Enter');
      const issue = new URL((await popup).url());
      expect(issue.origin + issue.pathname).toBe(NEW_ISSUE);
      const title = await page.getByRole('article').getByRole('heading', { level: 1 }).textContent();
      expect(issue.searchParams.get('title')).toBe(`Page feedback (not helpful): ${title} [${locale}]`);
      expect(issue.searchParams.get('body')).toBe(`Page: https://developer.playcanvas.com${text.prefix}${PAGE}\nLocale: ${locale}\nHelpful: no\n\nComment:\n手順 3 & the screenshot`);
      await expect(form.getByRole('status')).toHaveText(text.thanks);

      await page.reload();
      await waitForHydration(page);
      await expect(form.getByRole('status')).toHaveText(text.answeredBefore);
      await expect(form.getByRole('button')).toHaveCount(0);
      // Per page: another page still asks.
      await visit(`${text.prefix}/user-manual/glossary/`);
      await expect(page.getByRole('region', { name: text.question }).getByRole('button', { name: text.yes, exact: true })).toBeEnabled();
    });
  });
}

test.describe('page feedback with broken browser storage', () => {
  // Docusaurus logs the failing storage on purpose (an error, and a warning that storage is not available).
  test.use({ expectedConsoleErrors: /storage/i, expectedConsoleWarnings: /^Docusaurus browser storage is not available/ });

  test('the form still works, it only forgets', async ({ page, visit }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      });
    });
    await stubGitHub(page);
    await visit(`/ja${PAGE}`);
    const form = page.getByRole('region', { name: TEXTS.ja.question });
    await form.getByRole('button', { name: TEXTS.ja.yes, exact: true }).click();
    const popup = page.waitForEvent('popup');
    await form.getByRole('link', { name: TEXTS.ja.send }).click();
    expect(new URL((await popup).url()).searchParams.get('body')).toContain('Helpful: yes');
    await expect(form.getByRole('status')).toHaveText(TEXTS.ja.thanks);
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('button', { name: TEXTS.ja.yes, exact: true })).toBeEnabled();
  });
});
