import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostChecks } from './host-checks';
import { ASSET_JS, makeFixtureBuild, request, type RunningServer, startServer } from './http-helpers';

const SERVE = path.resolve(__dirname, '../../scripts/serve.mjs');
const buildDir = makeFixtureBuild();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(SERVE, buildDir);
}, 15_000);
afterAll(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('scripts/serve.mjs: the checks every host passes', () => {
  const checks = hostChecks({
    buildDir,
    page: '/docs/page/',
    jaPage: '/ja/docs/page/',
    stub: ['/old/', '/docs/page/'],
    asset: '/assets/x.js',
    jaAsset: '/ja/assets/y.js',
    brotli: true,
  });
  it.each(checks.map((check) => [check.name, check] as const))('%s', async (_name, check) => {
    await check.run(server.port);
  });
});

describe('scripts/serve.mjs: malformed requests', () => {
  it.each(['//a:b@[', '//%00', '/%00', 'http://x:-1/', 'http://[/', 'nonsense', '/a b'.replace(' ', '[')])(
    'answers the target %s with 400',
    async (target) => {
      const r = await request(server.port, target);
      expect(r.status).toBe(400);
    },
  );

  it.each([
    ['//%', 'EN not found'],
    ['/%zz', 'EN not found'],
    ['/a%2', 'EN not found'],
    ['/%C3%28', 'EN not found'],
    ['/ja/%E0%A4%A/', 'JA not found'],
  ])('answers the undecodable path %s with its locale’s not-found page (404)', async (target, page) => {
    const r = await request(server.port, target);
    expect(r.status).toBe(404);
    expect(r.body.toString()).toContain(page);
  });

  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH', 'PROPFIND'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const r = await request(server.port, '/docs/page/', {}, method);
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    ['bytes=2-1', 416],
    ['bytes=9007199254740993-', 416],
    ['bytes=9007199254740993-9007199254740999', 416],
    ['bytes=0-0', 206],
    ['bytes=0-1,5-6', 200], // several ranges: the whole file
    ['bytes=abc', 200], // not a byte range: ignored
    ['items=0-1', 200],
  ] as const)('Range: %s gives %i', async (range, status) => {
    const r = await request(server.port, '/assets/x.js', { Range: range });
    expect(r.status).toBe(status);
    if (status === 416) expect(r.headers['content-range']).toBe(`bytes */${ASSET_JS.length}`);
    if (status === 200) expect(r.body.toString()).toBe(ASSET_JS);
  });
});

describe('scripts/serve.mjs: paths', () => {
  it.each([
    ['/.//ja', '/ja/'],
    ['//docs//page', '/docs/page/'],
    ['/x/../docs/page', '/docs/page/'],
    ['/docs/page.html', '/docs/page/'],
    ['http://127.0.0.1/docs/page?x=1', '/docs/page/?x=1'],
    ['/old?x=1', '/docs/page/?x=1'],
    ['/ja/old/', '/ja/docs/page/'],
    ['/api', 'https://api.example.com/'],
  ])('%s redirects to %s, never to a path starting with //', async (target, location) => {
    const r = await request(server.port, target);
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe(location);
  });

  it('answers the absolute form like the origin form', async () => {
    const r = await request(server.port, 'http://127.0.0.1/docs/page/');
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain('EN doc page');
  });

  it.each(['/assets', '/assets/', '/ja/assets/', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', `/${'a'.repeat(5000)}`, '/ja/%E3%81%82', '/nginx.conf', '/_redirects'])(
    '%s is not found',
    async (target) => {
      const r = await request(server.port, target);
      expect(r.status).toBe(404);
    },
  );

  it('HEAD of an unknown page gets 404 without a body', async () => {
    const r = await request(server.port, '/ja/missing/', {}, 'HEAD');
    expect(r.status).toBe(404);
    expect(r.body.length).toBe(0);
  });

  it('If-None-Match of one coding does not validate another', async () => {
    const gz = await request(server.port, '/assets/x.js', { 'Accept-Encoding': 'gzip' });
    const r = await request(server.port, '/assets/x.js', { 'Accept-Encoding': 'identity', 'If-None-Match': gz.headers.etag! });
    expect(r.status).toBe(200);
  });

  it.each([
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['x-gzip', 'gzip'],
    ['', undefined],
  ])('Accept-Encoding: %j gets %s', async (accept, coding) => {
    const r = await request(server.port, '/assets/x.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(r.headers['content-encoding']).toBe(coding);
  });

  it('still runs', () => {
    expect(server.child.exitCode).toBeNull();
  });
});
