import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRedirectStubs } from '../../scripts/lib/redirect-stubs.mjs';
import { redirectStub as stub } from './http-helpers';

describe('readRedirectStubs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirect-stubs-'));
  const pages: Record<string, string> = {
    'api/index.html': stub('https://api.playcanvas.com/'),
    'ja/user-manual/faq/index.html': stub('/ja/user-manual/editor/faq/'),
    'en/index.html': stub('/'),
    'ja/user-manual/index.html': `<!doctype html><html lang="ja"><body>${'本文'.repeat(2000)}</body></html>`,
    'ja/tiny/index.html': '<!doctype html><title>小さなページ</title>',
  };
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  const redirects = readRedirectStubs(dir);

  it.each([
    ['/api/', 'https://api.playcanvas.com/'],
    ['/ja/user-manual/faq/', '/ja/user-manual/editor/faq/'],
    ['/en/', '/'],
  ])('maps the stub at %s to %s', (from, to) => {
    expect(redirects.get(from)).toBe(to);
  });

  it.each(['/ja/user-manual/', '/ja/tiny/'])('leaves the real page %s alone', (page) => {
    expect(redirects.has(page)).toBe(false);
  });
});
