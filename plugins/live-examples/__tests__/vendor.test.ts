import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runnerHtml } from '../files';
import { bareImports, bundleVendorModule, vendorFiles } from '../vendor';

const SITE_DIR = path.resolve(__dirname, '../../..');

/** Imports a bundled module from its bytes, as the runner page's import map would. */
async function importBundle(content: Buffer): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${content.toString('base64')}`) as Promise<Record<string, unknown>>;
}

describe('bareImports', () => {
  it('finds packages in static, side-effect, re-export and dynamic imports, not paths, URLs or the engine', () => {
    const code = [
      "import { Tween } from '@tweenjs/tween.js';",
      "import * as pc from 'playcanvas';",
      "import { helper } from './helper.mjs';",
      "import '../shared/physics.mjs';",
      "import 'side-effect';",
      "export { Client } from '@colyseus/sdk';",
      "import x from 'https://example.com/x.mjs';",
      "const lazy = await import('qrcode');",
    ].join('\n');
    expect(bareImports(code)).toEqual(['@colyseus/sdk', '@tweenjs/tween.js', 'qrcode', 'side-effect']);
  });
});

describe('bundleVendorModule', () => {
  it('keeps the named exports of an ES module package and names the file after it', async () => {
    const file = bundleVendorModule(SITE_DIR, '@tweenjs/tween.js');
    expect(file.name).toMatch(/^vendor\/tweenjs-tween\.js-[0-9a-f]{10}\.mjs$/);
    const module = await importBundle(file.content);
    expect(typeof module.Tween).toBe('function');
    expect(typeof module.Easing).toBe('object');
  });

  it('gives a CommonJS package its module.exports as the default export (the browser build, by its browser field)', async () => {
    const module = await importBundle(bundleVendorModule(SITE_DIR, 'qrcode').content);
    const qrcode = module.default as Record<string, unknown>;
    expect(typeof qrcode.toCanvas).toBe('function');
  });

  it('fails on a package that is not installed', () => {
    expect(() => bundleVendorModule(SITE_DIR, 'no-such-package-here')).toThrow(/no-such-package-here/);
  });
});

describe('vendorFiles', () => {
  const exampleWith = (list: string): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vendor-files-'));
    writeFileSync(path.join(dir, 'vendor-files.json'), list);
    return dir;
  };

  it('serves each listed package file under vendor/ with its bytes', () => {
    const [file] = vendorFiles(SITE_DIR, exampleWith('["qrcode/package.json"]'));
    expect(file?.name).toBe('vendor/qrcode/package.json');
    expect(JSON.parse(file!.content.toString('utf8')).name).toBe('qrcode');
  });

  it('has nothing to serve for an example without a list', () => {
    expect(vendorFiles(SITE_DIR, path.join(SITE_DIR, 'examples', 'basic-audio'))).toEqual([]);
  });

  it.each([
    ['{"file": "qrcode/package.json"}', /JSON array/],
    ['["qrcode/../../package.json"]', /leaves its package/],
    ['["qrcode/no-such-file.wasm"]', /not in node_modules/],
  ])('rejects %s', (list, message) => {
    expect(() => vendorFiles(SITE_DIR, exampleWith(list))).toThrow(message);
  });
});

describe('runnerHtml with libraries', () => {
  it('maps each library the example imports to its file under live/', () => {
    const html = runnerHtml('tweening', 'playcanvas-abc.mjs', null, { '@tweenjs/tween.js': 'vendor/tweenjs-tween.js-0123456789.mjs' });
    expect(html).toContain('"@tweenjs/tween.js":"../../vendor/tweenjs-tween.js-0123456789.mjs"');
    expect(html).toContain('"playcanvas":"../../engine/playcanvas-abc.mjs"');
  });
});
