import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The DocSearch modal (3.9 gives it no dialog role), its input, and the search button. */
function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}
function searchInput(page: Page) {
  return page.locator('input.DocSearch-Input');
}
function searchButton(page: Page, label: RegExp) {
  return page.getByRole('button', { name: label });
}

/** Drops the console errors a test provokes on purpose; every other error still fails it. */
function allowErrors(pageErrors: string[], pattern: RegExp): void {
  for (let i = pageErrors.length - 1; i >= 0; i -= 1) if (pattern.test(pageErrors[i]!)) pageErrors.splice(i, 1);
}

test.describe('search modal shortcuts', () => {
  test('Ctrl+K opens it, Escape closes it and gives focus back to the button', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page, /^検索/)).toBeFocused();
  });

  test('Ctrl+K opens it even from a text field', async ({ page, visit }) => {
    await visit('/ja/search/');
    await page.getByRole('searchbox', { name: '検索' }).focus();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test('/ opens it outside fields but types a slash inside one', async ({ page, visit }) => {
    await visit('/ja/search/');
    const field = page.getByRole('searchbox', { name: '検索' });
    await field.focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(field).toHaveValue('/');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });

  test('a letter typed on the focused button opens it with that letter', async ({ page, visit }) => {
    await visit('/');
    await searchButton(page, /^Search/).focus();
    await page.keyboard.press('c');
    await expect(searchInput(page)).toHaveValue('c');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('amera');
    await expect(searchInput(page)).toHaveValue('camera');
  });

  test('closing clears the initial query', async ({ page, visit }) => {
    await visit('/');
    await searchButton(page, /^Search/).focus();
    await page.keyboard.press('7');
    await expect(searchInput(page)).toHaveValue('7');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue('');
  });
});

test.describe('search modal content', () => {
  test('labels are translated and the input takes at most 64 characters', async ({ page, visit }) => {
    await visit('/ja/');
    await expect(searchButton(page, /^検索/)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await expect(page.getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await searchInput(page).fill('あ'.repeat(80));
    await expect(searchInput(page)).toHaveValue('あ'.repeat(64));
    await expect(page.getByRole('button', { name: '検索語をクリア' })).toBeVisible();
    await page.keyboard.press('Escape');
    await visit('/');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('the close button closes it on a wide screen too, and Clear empties the query', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('camera');
    await page.getByRole('button', { name: 'Clear the query' }).click();
    await expect(searchInput(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('the input keeps the Enter key labelled "search" and names lists that exist', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('camera');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // A phone keyboard labels Enter after this; DocSearch 3.9 would switch it to "go" with a hit selected.
    await expect(searchInput(page)).toHaveAttribute('enterkeyhint', 'search');
    const controls = (await searchInput(page).getAttribute('aria-controls'))?.split(' ') ?? [];
    expect(controls.length).toBeGreaterThan(0);
    for (const id of controls) await expect(page.locator(`[id="${id}"][role="listbox"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${await searchInput(page).getAttribute('aria-activedescendant')}"]`)).toHaveAttribute('aria-selected', 'true');
  });

  test('"See all" counts the hits of the query shown, not of every query so far', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Control+k');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await searchInput(page).fill('camera');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const first = await footer.textContent();
    await searchInput(page).fill('shader');
    await expect(footer).not.toHaveText(first!);
    await searchInput(page).fill('camera');
    await expect(footer).toHaveText(first!);
  });

  test('recent searches: 7 are shown, or 4 once there are favourites', async ({ page, visit }) => {
    const seeded = Array.from({ length: 9 }, (_, n) => ({
      objectID: `seed-${n}`,
      url: `/user-manual/getting-started/#seed-${n}`,
      url_without_anchor: '/user-manual/getting-started/',
      type: 'lvl1',
      anchor: null,
      content: null,
      hierarchy: { lvl0: 'Seed', lvl1: `Seed page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    }));
    // DocSearch keys stored searches by the index name it is given (local-search-<locale>).
    await page.addInitScript((items) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local-search-en', JSON.stringify(items)), seeded);
    await visit('/');
    await page.keyboard.press('Control+k');
    const group = (title: string) => page.locator('.DocSearch-Hits').filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${title}$`) }) }).locator('.DocSearch-Hit');
    await expect(group('Recent')).toHaveCount(7);
    await expect(group('Recent').first()).toContainText('Seed page 0');
    // Starring one moves it to the favourites.
    await group('Recent').first().getByRole('button', { name: 'Save this search' }).click();
    await expect(group('Favorite')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(group('Favorite')).toHaveCount(1);
    await expect(group('Recent')).toHaveCount(4);
  });

  test('finds a katakana term typed in hiragana, highlights it and links to the search page', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('かめら');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/カメラ/);
    // The ja build searches ja pages only.
    for (const href of await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/ja\//);
    const footer = page.getByRole('link', { name: /検索結果\d+件をすべて見る/ });
    await expect(footer).toHaveAttribute('href', `/ja/search/?q=${encodeURIComponent('かめら')}`);
  });

  test('a snippet cut from a longer text keeps at most 10 words', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Control+k');
    // A word found in paragraphs rather than headings, so that the hits show snippets.
    await searchInput(page).fill('quaternion');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // Content hits show their snippet as the hit title; a cut one starts or ends with the ellipsis.
    const snippets = (await page.locator('.DocSearch-Hit-title').allInnerTexts()).filter((text) => /^…|…$/.test(text.trim()));
    expect(snippets.length).toBeGreaterThan(0);
    for (const text of snippets) expect(text.replace(/…/g, ' ').trim().split(/\s+/).length, text).toBeLessThanOrEqual(10);
  });

  test('groups show at most 5 hits each', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('カメラ');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const counts = await page.locator('.DocSearch-Hits').evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toBeLessThanOrEqual(5);
  });

  test('selecting a hit navigates and the search is remembered for this locale only', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('シェーダー');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ja\/.+/);
    // The doc page's layout mounts a new navbar: shortcuts go to it once the page is on screen.
    await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByText('最近の検索')).toBeVisible();
    await page.keyboard.press('Escape');
    await visit('/');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('a query with no match shows the no-results screen', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('zzqxwv');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  });

  for (const [files, pattern] of [
    ['its meta file', '**/search-index/index.json'],
    ['a term shard', '**/search-index/*/t*.json'],
    ['a page file', '**/search-index/*/p*.json'],
  ] as const) {
    test(`an unreachable index (${files}) shows the error screen, and the next query retries`, async ({ page, visit, pageErrors }) => {
      let failing = true;
      await page.route(pattern, (route) => (failing ? route.abort() : route.fallback()));
      await visit('/');
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('camera');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
      await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();
      await expect(page.getByText('No results for')).toBeHidden();
      failing = false;
      await searchInput(page).fill('camera ');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // The aborted request is the point of this test.
      allowErrors(pageErrors, /net::ERR_FAILED|\/search-index\//);
    });
  }

  test('any input is safe: markup, regex characters, emoji, long kanji, spaces, one kana', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    for (const query of ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '🎮🚀', '漢'.repeat(64), '   ', 'し']) {
      await searchInput(page).fill(query);
      await page.waitForTimeout(200);
    }
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('search modal with an IME', () => {
  test('composition keys stay with the IME and the search runs on commit', async ({ page, visit }) => {
    await visit('/ja/');
    const cdp = await page.context().newCDPSession(page);
    await page.keyboard.press('Control+k');
    // Composing into the input, not into a page where the modal has yet to open. (The guard holds
    // from the commit that focuses it; as a passive effect, 4 of 40 loaded runs searched the kana.)
    await expect(searchInput(page)).toBeFocused();
    await cdp.send('Input.imeSetComposition', { text: 'かめら', selectionStart: 3, selectionEnd: 3 });
    // No search on unconverted kana: the start screen stays.
    await page.waitForTimeout(300);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    // Enter and Escape pressed to confirm or cancel a conversion belong to the IME.
    const url = page.url();
    await searchInput(page).evaluate((input) => {
      for (const key of ['ArrowDown', 'Enter', 'Escape']) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, isComposing: true, keyCode: 229, bubbles: true, cancelable: true }));
      }
    });
    await expect(modal(page)).toBeVisible();
    expect(page.url()).toBe(url);
    await cdp.send('Input.insertText', { text: 'カメラ' });
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('a direct visit shows grouped results for the query in the URL', async ({ page, visit }) => {
    await visit(`/ja/search/?q=${encodeURIComponent('カメラ')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('『カメラ』の検索結果');
    await expect(page.getByRole('status')).toHaveText(/\d+件のドキュメントが見つかりました/);
    await expect(page.locator('main mark').first()).toHaveText(/カメラ/);
  });

  test('typing updates the URL, and 20 more hits load on scroll', async ({ page, visit }) => {
    await visit('/search/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('the');
    await expect(page).toHaveURL(/\/search\/\?q=the$/);
    const hits = page.locator('main ol > li > ul > li');
    await expect(hits).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more results' }).scrollIntoViewIfNeeded();
    await expect(hits).toHaveCount(40);
  });

  test('no match says so', async ({ page, visit }) => {
    await visit('/search/?q=zzqxwv');
    await expect(page.getByRole('status')).toHaveText('No results found');
  });

  test('an unreachable index says the results could not be fetched', async ({ page, visit, pageErrors }) => {
    await page.route('**/search-index/index.json', (route) => route.abort());
    await visit('/search/?q=camera');
    await expect(page.getByRole('status')).toHaveText('Failed to fetch results');
    // The aborted request and its logged warning are the point of this test.
    allowErrors(pageErrors, /net::ERR_FAILED|\/search-index\//);
  });
});

test.describe('loading', () => {
  /** The files the idle prefetch warms: the dialog's chunk, the engine's, the index's meta file. */
  const WARMED = [/\/search-modal\.[\w.]*\.js$/, /\/search-engine\.[\w.]*\.js$/, /\/ja\/search-index\/index\.json$/];
  const withConnection = (page: Page, connection: { effectiveType: string; saveData: boolean }) =>
    page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);

  test('on 4g the page warms the search code and the meta file from script when idle after load, without a prefetch link', async ({ page, visit }) => {
    await withConnection(page, { effectiveType: '4g', saveData: false });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit('/ja/');
    for (const file of WARMED) await expect.poll(() => requests.some((url) => file.test(url)), String(file)).toBe(true);
    // No shard or page file before a query.
    expect(requests.filter((url) => /\/search-index\/\w+\//.test(url))).toEqual([]);
    const hrefs = await page.locator('link[rel="prefetch"], link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hrefs.filter((href) => /search-(modal|engine|index)/.test(href))).toEqual([]);
  });

  for (const connection of [{ effectiveType: '2g', saveData: false }, { effectiveType: 'slow-2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
    test(`nothing of search is fetched before the reader asks on ${connection.saveData ? 'data saver' : connection.effectiveType}`, async ({ page, visit }) => {
      await withConnection(page, connection);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await visit('/ja/');
      await page.waitForLoadState('networkidle');
      // Past the idle callback's timeout fallback.
      await page.waitForTimeout(1500);
      expect(requests.filter((url) => WARMED.some((file) => file.test(url)))).toEqual([]);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
      // The reader's Ctrl+K still loads everything.
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('シェーダー');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  }

  test('with Save-Data the index is not part of the first load, its meta file comes on hover, a query fetches only its shards and the pages of the hits shown; nothing goes to Algolia', async ({ page, visit }) => {
    await withConnection(page, { effectiveType: '4g', saveData: true });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit('/ja/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await searchButton(page, /^検索/).hover();
    await expect.poll(() => requests.some((url) => url.endsWith('/ja/search-index/index.json'))).toBe(true);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('シェーダー');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const shards = requests.filter((url) => /\/ja\/search-index\/\w+\/t\d+\.json$/.test(url));
    const parts = () => requests.filter((url) => /\/ja\/search-index\/\w+\/p\d+-\d+\.json$/.test(url));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(12);
    expect(parts().length).toBeGreaterThan(0);
    // At most 5 hits in each lvl0 group are shown, and only their part files are fetched: once
    // the whole answer has followed the first, no more files than hits.
    await expect.poll(async () => parts().length <= (await page.locator('.DocSearch-Hit').count())).toBe(true);
    await page.waitForTimeout(300);
    expect(parts().length).toBeLessThanOrEqual(await page.locator('.DocSearch-Hit').count());
    expect(requests.filter((url) => /algolia/i.test(url))).toEqual([]);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  /**
   * Searches カメラ (hits in more than five part files) with every part file after the first five
   * (the first answer's) held back; returns once the first answer shows and the others are asked for.
   */
  async function firstAnswerOfCamera(page: Page, visit: (path: string) => Promise<void>) {
    const waiting: (() => void)[] = [];
    let seen = 0;
    let released = false;
    await page.route(/\/ja\/search-index\/\w+\/p\d+-\d+\.json$/, async (route) => {
      seen += 1;
      if (seen > 5 && !released) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('カメラ');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    const release = () => {
      released = true;
      for (const resolve of waiting.splice(0)) resolve();
    };
    return { hits, first: await hits.count(), release };
  }

  test('the first answer waits for five page files, and the hits of the others follow in the same list', async ({ page, visit }) => {
    const { hits, first, release } = await firstAnswerOfCamera(page, visit);
    release();
    await expect.poll(() => hits.count()).toBeGreaterThan(first);
    await expect(searchInput(page)).toHaveValue('カメラ');
    await expect(page.locator(`[id="${await searchInput(page).getAttribute('aria-activedescendant')}"]`)).toHaveText(await hits.first().innerText());
  });

  test('the hits of the later page files wait for the next keystroke once the reader has moved the selection', async ({ page, visit }) => {
    const { hits, first, release } = await firstAnswerOfCamera(page, visit);
    await page.keyboard.press('ArrowDown');
    const selected = await searchInput(page).getAttribute('aria-activedescendant');
    expect(selected).toMatch(/-item-1$/);
    release();
    // The files arrive; the list and the selection stay as the reader left them.
    await expect.poll(async () => (await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/p\d+-\d+\.json$/.test(entry.name)).length)) > 5).toBe(true);
    await page.waitForTimeout(300);
    expect(await hits.count()).toBe(first);
    await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', selected!);
    // The next keystrokes search again: back at カメラ, every hit is there.
    await searchInput(page).press('End');
    await searchInput(page).pressSequentially('の');
    await searchInput(page).press('Backspace');
    await expect(searchInput(page)).toHaveValue('カメラ');
    await expect.poll(() => hits.count()).toBeGreaterThan(first);
  });

  test('forgives what readers type: a typo, a katakana variant, a half-typed word', async ({ page, visit }) => {
    await visit('/ja/');
    await page.keyboard.press('Control+k');
    for (const [query, title] of [
      // The first hit may be the engine's page or PlayCanvas React's <RigidBody/>: both are about the rigid body.
      ['リジッドボデー', /剛体|Rigid ?Body/],
      ['ヴューポート', /Viewport|ビューポート/],
      ['rigidb', /剛体|Rigid ?Body/],
    ] as const) {
      await searchInput(page).fill(query);
      await expect(modal(page).locator('.DocSearch-Hit').first()).toContainText(title);
    }
  });
});
