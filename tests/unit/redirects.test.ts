import { describe, expect, it } from 'vitest';
import { fixedRedirects, oldPathsOf } from '../../src/lib/redirects';

describe('fixedRedirects', () => {
  const existing = new Set(['/user-manual/account-management/billing/', '/user-manual/scripting/editor-users/loading-order/']);

  it('keeps redirects whose target exists, and external ones', () => {
    const targets = fixedRedirects(existing, true).map((redirect) => redirect.to);
    expect(targets).toEqual([
      'https://api.playcanvas.com',
      '/user-manual/account-management/billing/',
      '/user-manual/scripting/editor-users/loading-order/',
    ]);
  });

  it.each([
    [true, ['/api', '/en/api']],
    [false, ['/api']],
  ])('keeps /en/ sources only in the default locale (default: %s)', (isDefault, from) => {
    expect(fixedRedirects(existing, isDefault)[0]).toEqual({ from, to: 'https://api.playcanvas.com' });
  });
});

describe('oldPathsOf', () => {
  it.each([
    ['/user-manual/editor/publishing/web/', true, ['/en/user-manual/editor/publishing/web/', '/user-manual/publishing/web/', '/user-manual/designer/publishing/web/']],
    ['/user-manual/editor/interface/hierarchy/', false, ['/user-manual/editor/hierarchy/', '/user-manual/designer/interface/hierarchy/']],
    ['/user-manual/scenes/components/', false, ['/user-manual/packs/components/']],
    ['/tutorials/orbit-camera/', false, []],
  ])('%s (default locale: %s)', (path, isDefault, expected) => {
    expect(oldPathsOf(path, isDefault).sort()).toEqual([...expected].sort());
  });
});
