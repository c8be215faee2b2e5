import { describe, expect, it } from 'vitest';
import { pathToPreload, type LinkFacts } from '../links/delegated-preload';

const ORIGIN = 'https://docs.example.jp';

function link(facts: Partial<LinkFacts> & { download?: boolean } = {}): LinkFacts {
  const { download = false, ...rest } = facts;
  return { origin: ORIGIN, target: '', pathname: '/ja/tutorials/timers/', hasAttribute: (name) => download && name === 'download', ...rest };
}

describe('delegated preload', () => {
  it('preloads the path of a link to a page of the site', () => {
    expect(pathToPreload(link(), ORIGIN)).toBe('/ja/tutorials/timers/');
    expect(pathToPreload(link({ target: '_self' }), ORIGIN)).toBe('/ja/tutorials/timers/');
  });

  it('leaves alone links to other sites, new tabs and downloads, and events outside links', () => {
    expect(pathToPreload(link({ origin: 'https://github.com' }), ORIGIN)).toBeNull();
    expect(pathToPreload(link({ target: '_blank' }), ORIGIN)).toBeNull();
    expect(pathToPreload(link({ download: true }), ORIGIN)).toBeNull();
    expect(pathToPreload(null, ORIGIN)).toBeNull();
  });
});
