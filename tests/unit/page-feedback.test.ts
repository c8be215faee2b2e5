import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_COMMENT, answeredKey, hasAnswered, issueUrl, recordAnswer } from '../../src/components/PageFeedback/issue';

afterEach(() => {
  vi.unstubAllGlobals();
});

const feedback = { url: 'https://developer.playcanvas.com/ja/user-manual/', title: 'ユーザーマニュアル', locale: 'ja', helpful: false, comment: '  手順3が古い & 画面が違う  ' };

describe('feedback issue URL', () => {
  it('opens the new-issue form of the repository with the page, locale, answer and comment', () => {
    const url = new URL(issueUrl('https://github.com/playcanvas/developer-site/', feedback));
    expect(url.origin + url.pathname).toBe('https://github.com/playcanvas/developer-site/issues/new');
    expect(url.searchParams.get('title')).toBe('Page feedback (not helpful): ユーザーマニュアル [ja]');
    expect(url.searchParams.get('body')).toBe('Page: https://developer.playcanvas.com/ja/user-manual/\nLocale: ja\nHelpful: no\n\nComment:\n手順3が古い & 画面が違う');
  });

  it.each([
    ['', '(none)'],
    ['   ', '(none)'],
    ['x'.repeat(MAX_COMMENT + 50), 'x'.repeat(MAX_COMMENT)],
  ])('a comment %j is sent as %j', (comment, sent) => {
    const body = new URL(issueUrl('https://github.com/o/r', { ...feedback, helpful: true, comment })).searchParams.get('body');
    expect(body?.split('Comment:\n')[1]).toBe(sent);
    expect(body).toContain('Helpful: yes');
  });
});

describe('remembering the answer', () => {
  it('records and reads the answer per page', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } });
    expect(hasAnswered('/ja/a/')).toBe(false);
    recordAnswer('/ja/a/');
    expect(hasAnswered('/ja/a/')).toBe(true);
    expect(hasAnswered('/a/')).toBe(false);
    expect([...items.keys()]).toEqual([answeredKey('/ja/a/')]);
  });

  it.each([
    ['throws on access', { get localStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } }],
    ['throws on use', { localStorage: { getItem: () => { throw new Error('broken'); }, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } }],
  ])('storage that %s: not answered, and recording does not throw', (_, window) => {
    vi.stubGlobal('window', window);
    expect(hasAnswered('/a/')).toBe(false);
    expect(() => recordAnswer('/a/')).not.toThrow();
  });
});
