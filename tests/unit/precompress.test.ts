import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliQualityFor, precompressAll } from '../../lib/compress';

describe('brotli quality', () => {
  it.each([
    ['ja/tutorials/orbit-camera/index.html', 5],
    ['ja/tutorials/orbit-camera/index.md', 5],
    ['ja/llms-full.txt', 5],
    ['assets/js/main.0123abcd.js', 10],
    ['assets/css/styles.0123abcd.css', 10],
    ['ja/search-index.json', 10],
    ['live/engine/playcanvas-3b014294ec.mjs', 10],
  ])('%s is compressed at quality %d', (file, quality) => {
    expect(brotliQualityFor(file)).toBe(quality);
  });
});

describe('precompressAll', () => {
  it('writes brotli and gzip copies that decompress to the original, skipping small files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const big = path.join(dir, 'page.html');
    const small = path.join(dir, 'tiny.css');
    const text = '<p>シェーダー shader</p>\n'.repeat(200);
    writeFileSync(big, text);
    writeFileSync(small, 'a{}');

    const result = await precompressAll([big, small]);

    expect(result.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${big}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${big}.gz`)).toString()).toBe(text);
    expect(result.brotliBytes).toBeLessThan(result.rawBytes);
    expect(existsSync(`${small}.br`)).toBe(false);
  });

  it('gives identical large files (one per locale) the same copies and a different one its own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const engine = 'export const version = "2";\n'.repeat(4000);
    const other = 'export const version = "3";\n'.repeat(4000);
    const files = ['en.mjs', 'ja.mjs', 'other.mjs'].map((name) => path.join(dir, name));
    writeFileSync(files[0]!, engine);
    writeFileSync(files[1]!, engine);
    writeFileSync(files[2]!, other);

    await precompressAll(files);

    for (const file of files.slice(0, 2)) expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(engine);
    expect(gunzipSync(readFileSync(`${files[2]}.gz`)).toString()).toBe(other);
    expect(brotliDecompressSync(readFileSync(`${files[2]}.br`)).toString()).toBe(other);
  });
});
