import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import announcementBarPlugin, { resetDismissalScript, storageKeys } from '../index';

/** Runs the inline script against an in-memory storage holding `stored`; returns what it holds after. */
function run(script: string, stored: Record<string, string>): Record<string, string> {
  const items = new Map(Object.entries(stored));
  const localStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  new Function('window', script)({ localStorage });
  return Object.fromEntries(items);
}

const keys = storageKeys('');

describe('announcement bar dismissal reset script', () => {
  it.each([
    ['dismissed under an earlier id', { [keys.dismiss]: 'true', [keys.id]: 'old' }, 'false'],
    ['dismissed with no id recorded', { [keys.dismiss]: 'true' }, 'false'],
    ['dismissed under the current id', { [keys.dismiss]: 'true', [keys.id]: 'current' }, 'true'],
    ['not dismissed, current id', { [keys.dismiss]: 'false', [keys.id]: 'current' }, 'false'],
  ])('a bar %s: dismissal is %s', (_, stored, dismiss) => {
    expect(run(resetDismissalScript('current', 'localStorage', ''), stored)[keys.dismiss]).toBe(dismiss);
  });

  it('leaves the id for the theme to record', () => {
    expect(run(resetDismissalScript('current', 'localStorage', ''), { [keys.dismiss]: 'true', [keys.id]: 'old' })[keys.id]).toBe('old');
  });

  it('does nothing when storage throws', () => {
    const script = resetDismissalScript('current', 'localStorage', '');
    const window = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => new Function('window', script)(window)).not.toThrow();
  });

  it('uses the namespaced keys', () => {
    const namespaced = storageKeys('-abc');
    expect(run(resetDismissalScript('current', 'localStorage', '-abc'), { [namespaced.dismiss]: 'true', [namespaced.id]: 'old' })[namespaced.dismiss]).toBe('false');
  });
});

describe('announcement bar plugin', () => {
  const context = (themeConfig: object) => ({ siteConfig: { themeConfig }, siteStorage: { type: 'localStorage', namespace: '' } }) as unknown as LoadContext;

  it('puts the script in <head> with the configured id', () => {
    const tags = announcementBarPlugin(context({ announcementBar: { id: 'engine-v2-samples' } })).injectHtmlTags!({ content: null });
    expect(JSON.stringify(tags)).toContain('headTags');
    expect(JSON.stringify(tags)).toContain('engine-v2-samples');
  });

  it('adds nothing without an announcement bar', () => {
    expect(announcementBarPlugin(context({})).injectHtmlTags!({ content: null })).toEqual({});
  });
});
