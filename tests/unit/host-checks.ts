// The HTTP behaviour every host of the site must show, as one table: run against `scripts/serve.mjs`
// (tests/unit/serve.test.ts, fixture build) and against nginx with the generated nginx.conf
// (tests/unit/nginx-config.test.ts, the real build/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../scripts/lib/host-rules.mjs';
import { type RawResponse, request } from './http-helpers';

/** Paths of one build that the checks use. */
export interface SiteSample {
  buildDir: string;
  /** a page folder of the default locale and of ja, `/a/b/` */
  page: string;
  jaPage: string;
  /** a redirect stub page and its target */
  stub: [from: string, to: string];
  /** a hashed asset with .br and .gz copies, of the default locale and of ja */
  asset: string;
  jaAsset: string;
  /** whether brotli copies are served (nginx: only with the brotli_static module) */
  brotli: boolean;
}

export interface HostCheck {
  name: string;
  run: (port: number) => Promise<void>;
}

const file = (site: SiteSample, urlPath: string) => readFileSync(path.join(site.buildDir, urlPath));
const header = (response: RawResponse, name: string) => response.headers[name.toLowerCase()];

export function hostChecks(site: SiteSample): HostCheck[] {
  const [stubFrom, stubTo] = site.stub;
  const assetBody = () => file(site, site.asset);
  const checks: HostCheck[] = [
    {
      name: 'a page is served with must-revalidate caching',
      run: async (port) => {
        const r = await request(port, site.page);
        expect(r.status).toBe(200);
        expect(header(r, 'content-type')).toMatch(/^text\/html/);
        expect(header(r, 'cache-control')).toBe(REVALIDATE_CACHE);
      },
    },
    ...[site.page.slice(0, -1), `${site.page}index.html`, `${site.jaPage.slice(0, -1)}`].map((from) => ({
      name: `${from} redirects to its page folder`,
      run: async (port: number) => {
        const r = await request(port, from);
        expect(r.status).toBe(301);
        expect(header(r, 'location')).toBe(from.endsWith('index.html') ? site.page : `${from}/`);
      },
    })),
    ...[stubFrom, stubFrom.slice(0, -1)].map((from) => ({
      name: `the redirect stub ${from} redirects to ${stubTo}, keeping the query`,
      run: async (port: number) => {
        const r = await request(port, from);
        expect(r.status).toBe(301);
        expect(header(r, 'location')).toBe(stubTo);
        const withQuery = await request(port, `${from}?a=1&b=2`);
        expect(header(withQuery, 'location')).toBe(`${stubTo}?a=1&b=2`);
      },
    })),
    ...[`${site.page}index.md`, `${site.jaPage}index.md`, '/llms.txt', '/ja/llms.txt'].map((target) => ({
      name: `${target} is served as UTF-8 ${target.endsWith('.md') ? 'Markdown' : 'text'} with must-revalidate caching`,
      run: async (port: number) => {
        const r = await request(port, target, { 'Accept-Encoding': 'identity' });
        expect(r.status).toBe(200);
        expect(header(r, 'content-type')).toBe(target.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8');
        expect(header(r, 'cache-control')).toBe(REVALIDATE_CACHE);
        expect(r.body.equals(file(site, target))).toBe(true);
      },
    })),
    ...(
      [
        ['/no-such-page/index.md', '/404.html'],
        ['/ja/no-such-page/index.md', '/ja/404.html'],
        ['/no-such-page/', '/404.html'],
        ['/no/such/file.js', '/404.html'],
        ['/ja/no-such-page/', '/ja/404.html'],
        ['/ja/assets/no-such.js', '/ja/404.html'],
      ] as const
    ).map(([target, page]) => ({
      name: `${target} gets ${page} with status 404`,
      run: async (port: number) => {
        const r = await request(port, target);
        expect(r.status).toBe(404);
        expect(r.body.equals(file(site, page))).toBe(true);
      },
    })),
    ...[site.asset, site.jaAsset].map((asset) => ({
      name: `${asset} is cached as immutable`,
      run: async (port: number) => {
        const r = await request(port, asset);
        expect(r.status).toBe(200);
        expect(header(r, 'cache-control')).toBe(IMMUTABLE_CACHE);
      },
    })),
    {
      name: 'gzip copy for Accept-Encoding: gzip',
      run: async (port) => {
        const r = await request(port, site.asset, { 'Accept-Encoding': 'gzip' });
        expect(header(r, 'content-encoding')).toBe('gzip');
        expect(header(r, 'vary')).toMatch(/Accept-Encoding/i);
        expect(gunzipSync(r.body).equals(assetBody())).toBe(true);
      },
    },
    {
      name: `br;q=0 refuses brotli${site.brotli ? ', br is preferred otherwise' : ''}`,
      run: async (port) => {
        const refused = await request(port, site.asset, { 'Accept-Encoding': 'br;q=0, gzip' });
        expect(header(refused, 'content-encoding')).toBe('gzip');
        const plain = await request(port, site.asset, { 'Accept-Encoding': 'identity' });
        expect(header(plain, 'content-encoding')).toBeUndefined();
        expect(plain.body.equals(assetBody())).toBe(true);
        if (!site.brotli) return;
        const br = await request(port, site.asset, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect(header(br, 'content-encoding')).toBe('br');
        expect(brotliDecompressSync(br.body).equals(assetBody())).toBe(true);
      },
    },
    {
      name: 'ETag / If-None-Match gives 304',
      run: async (port) => {
        const r = await request(port, site.page);
        expect(header(r, 'etag')).toBeTruthy();
        const again = await request(port, site.page, { 'If-None-Match': header(r, 'etag')! });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      },
    },
    {
      name: 'Last-Modified / If-Modified-Since gives 304',
      run: async (port) => {
        const r = await request(port, site.page);
        expect(header(r, 'last-modified')).toBeTruthy();
        expect((await request(port, site.page, { 'If-Modified-Since': header(r, 'last-modified')! })).status).toBe(304);
        expect((await request(port, site.page, { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
      },
    },
    ...(
      [
        ['bytes=0-0', 0, 0],
        ['bytes=2-5', 2, 5],
        ['bytes=-10', -10, -1],
        ['bytes=5-', 5, -1],
      ] as const
    ).map(([range, start, end]) => ({
      name: `Range: ${range} gives 206 with those bytes`,
      run: async (port: number) => {
        const r = await request(port, site.asset, { Range: range });
        const body = assetBody();
        const from = start < 0 ? body.length + start : start;
        const to = end < 0 ? body.length + end : end;
        expect(r.status).toBe(206);
        expect(header(r, 'content-range')).toBe(`bytes ${from}-${to}/${body.length}`);
        expect(r.body.equals(body.subarray(from, to + 1))).toBe(true);
      },
    })),
    {
      name: 'an unsatisfiable range gives 416 with Content-Range: bytes */size',
      run: async (port) => {
        const size = assetBody().length;
        for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
          const r = await request(port, site.asset, { Range: range });
          expect(r.status, range).toBe(416);
          expect(header(r, 'content-range'), range).toBe(`bytes */${size}`);
        }
      },
    },
    {
      name: 'HEAD answers without a body, POST is not allowed',
      run: async (port) => {
        const head = await request(port, site.page, {}, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect((await request(port, site.page, {}, 'POST')).status).toBe(405);
      },
    },
  ];
  return checks;
}
