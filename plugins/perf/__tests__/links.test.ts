import { describe, expect, it } from 'vitest';
import { pathToPreload, type LinkFacts } from '../links/delegated-preload';
import linkHandlersLoader from '../links/link-handlers-loader';
import { installedSource } from './installed-source';

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

describe('link handlers loader', () => {
  const installed = installedSource('@docusaurus/core/lib/client/exports/Link.js');

  it("removes the installed Link's per-link preload handlers and nothing else", () => {
    const result = linkHandlersLoader(installed);
    expect(result).not.toMatch(/onMouseEnter=|onTouchStart=/);
    expect(result.length).toBe(installed.length - ' onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter}'.length);
  });

  it('fails the build when Link no longer has the handlers it removes', () => {
    expect(() => linkHandlersLoader('export default function Link() {}')).toThrow(/Docusaurus Link changed/);
  });
});
