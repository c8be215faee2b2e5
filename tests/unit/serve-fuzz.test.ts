// Fuzz test of scripts/serve.mjs: thousands of generated malformed requests over raw TCP to 127.0.0.1.
// Every request must get an HTTP status line (or, for what Node's own parser rejects, its 400/431 or a
// clean close), and the server must still answer a normal GET afterwards.
// FUZZ_SEED=<n> replays a run; FUZZ_COUNT=<n> changes the number of requests;
// FUZZ_SERVER=<script> fuzzes another server script; FUZZ_CONTINUE=1 restarts it after a crash and
// lists every request that ended it (used to check the old server); FUZZ_TIME_MS changes the time budget.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeFixtureBuild, parseResponse, rawExchange, request, type RunningServer, startServer } from './http-helpers';

const SCRIPT = process.env.FUZZ_SERVER ? path.resolve(process.env.FUZZ_SERVER) : path.resolve(__dirname, '../../scripts/serve.mjs');
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : (Date.now() ^ (Math.random() * 2 ** 32)) >>> 0;
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000);
const TIME_BUDGET_MS = Number(process.env.FUZZ_TIME_MS ?? 25_000);

/** mulberry32: small, seeded, good enough to pick fuzz inputs. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const PATHS = ['/', '/docs/page/', '/docs/page', '/ja/', '/ja', '/old/', '/old', '/api', '/assets/x.js', '/ja/assets/y.js', '/404.html', '/ja/404.html', '/missing/', '/ja/missing'];
const UNICODE = ['日本語', 'é', '\u{1F600}', '\u0000', '\uFFFD', 'ß', '\u202E'];

function number(rng: Rng): string {
  return rng.pick([
    () => String(rng.int(2000)),
    () => String(2 ** 53 + rng.int(1000)),
    () => '9'.repeat(1 + rng.int(40)),
    () => `-${rng.int(100)}`,
    () => '',
    () => `${rng.int(10)}.${rng.int(10)}`,
    () => `0x${rng.int(255).toString(16)}`,
  ])();
}

function target(rng: Rng): string {
  const base = rng.pick(PATHS);
  return rng.pick([
    () => `${base}%${rng.pick(['', 'z', 'zz', '0', 'C3', 'C3%28', 'E3%81', 'FF', '00', '2e%2e', '2F', 'ED%A0%80'])}`,
    () => `//${rng.pick(['%', 'a:b@[', '%00', 'x', '', '/', '..', 'ja', '[::1]', 'a@b:c'])}${rng.chance(0.5) ? base : ''}`,
    () => `http://${rng.pick(['x', '[', 'x:-1', 'x:99999', 'a:b@c', '%', '', '[::1', 'x:0x10', '127.0.0.1:80'])}${rng.chance(0.7) ? base : ''}`,
    () => `${rng.pick(['https', 'ftp', 'HTTP', 'file'])}://${rng.pick(['x', '@', ':'])}/${rng.pick(PATHS)}`,
    () => `${base}${rng.pick(['%00', '%2500', '/%00/x', '\u0000'])}`,
    () => `/${rng.pick(['a', '%41', '..', '.', '/'])}`.repeat(1 + rng.int(3000)),
    () => `${base}${rng.pick(UNICODE)}`,
    () => `/${rng.pick(['.', '..', './/', '..//', '%2e', '%2e%2e'])}/${rng.pick(['', '/', '//'])}${rng.pick(PATHS).slice(1)}`,
    () => rng.pick(['*', '', 'ja', '?', '#', '/#x', '/?%', '\\\\', '/\\..\\..\\etc', '/[]', '/{}|^`"<>']),
    () => `${base}?${rng.pick(['%', '%zz', '\u00ff', 'a=1&b', '[', '//x', `${'q'.repeat(rng.int(5000))}`])}`,
    () => base,
  ])();
}

const HEADERS: Record<string, (rng: Rng) => string> = {
  Range: (rng) =>
    rng.pick([
      () => `bytes=${number(rng)}-${number(rng)}`,
      () => `bytes=-${number(rng)}`,
      () => `bytes=${number(rng)}-`,
      () => `bytes=${number(rng)}-${number(rng)},${number(rng)}-${number(rng)}`,
      () => `${rng.pick(['items', 'Bytes', 'bytes ', ''])}=${number(rng)}-${number(rng)}`,
      () => rng.pick(['bytes=', 'bytes=-', 'bytes=--1', 'bytes=0-0', 'bytes=2-1', `bytes=${2 ** 53 + 2}-`, 'bytes=,', 'bytes=0-1'.repeat(100)]),
    ])(),
  'Accept-Encoding': (rng) =>
    Array.from({ length: 1 + rng.int(4) }, () => `${rng.pick(['br', 'gzip', 'x-gzip', 'deflate', '*', 'identity', 'zstd', '', 'BR'])}${rng.pick(['', ';q=0', ';q=1', ';q=0.5', ';q=abc', ';q=', ';q=2', ';q=-1', ';q=0.0001', ';;', ';level=1'])}`).join(rng.pick([',', ', ', ';', ' '])),
  'If-None-Match': (rng) => rng.pick(['*', '""', '"x"', 'W/"1-2"', 'W/', '"', `"${'a'.repeat(rng.int(3000))}"`, '"a", W/"b"', ',,,'])!,
  'If-Modified-Since': (rng) =>
    rng.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'yesterday', '', '0', String(2 ** 53), new Date(rng.int(2 ** 42)).toUTCString(), 'Sat, 32 Feb 2020 25:61:61 GMT'])!,
  'If-Range': (rng) => rng.pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'W/"a"', 'garbage'])!,
  'If-Match': (rng) => rng.pick(['*', '"x"', 'W/"a"'])!,
  'If-Unmodified-Since': (rng) => rng.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'])!,
};

/** One raw request: mostly well-formed HTTP/1.1 with hostile values, sometimes broken framing. */
function generate(rng: Rng): Buffer {
  const method = rng.chance(0.7) ? rng.pick(['GET', 'HEAD']) : rng.pick(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH', 'CONNECT', 'BREW', 'get', 'G ET', 'PROPFIND', '']);
  const lines = [`${method} ${target(rng)} ${rng.chance(0.97) ? 'HTTP/1.1' : rng.pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'HTTX'])}`];
  if (rng.chance(0.95)) lines.push('Host: 127.0.0.1');
  for (const [name, value] of Object.entries(HEADERS)) if (rng.chance(0.35)) lines.push(`${name}: ${value(rng)}`);
  if (rng.chance(0.02)) lines.push(`X-Big: ${'x'.repeat(20_000 + rng.int(60_000))}`); // over Node's 16 KiB limit: 431
  if (rng.chance(0.02)) lines.push(`X-Ctl: a${rng.pick(['\u0000', '\u0001', '\u007f', '\r'])}b`);
  if (rng.chance(0.02)) lines.push(rng.pick(['NoColon', ': empty-name', 'Bad Name: x', 'Content-Length: -1', 'Transfer-Encoding: chunked, identity']));
  lines.push('Connection: close');
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8');
}

const buildDir = makeFixtureBuild();
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

it(
  `answers ${COUNT} malformed requests and stays up (FUZZ_SEED=${SEED})`,
  async () => {
    console.log(`[fuzz] FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT} server ${path.relative(process.cwd(), SCRIPT)}`);
    server = await startServer(SCRIPT, buildDir);
    const rng = prng(SEED);
    const started = Date.now();
    const failures: string[] = [];
    const crashes: string[] = [];
    let sent = 0;
    for (; sent < COUNT && Date.now() - started < TIME_BUDGET_MS; sent++) {
      const raw = generate(rng);
      const shown = JSON.stringify(raw.toString('utf8').split('\r\n').filter(Boolean).map((l) => (l.length > 120 ? `${l.slice(0, 120)}…(${l.length})` : l)));
      let data: Buffer;
      try {
        data = await rawExchange(server.port, raw, 5000);
      } catch (error) {
        data = Buffer.alloc(0);
        failures.push(`#${sent} ${shown}: ${String(error)}`);
      }
      // Node's parser answers what it rejects (400, 431) or closes the connection cleanly; anything
      // the server's handler sees must get a status line.
      const answered = parseResponse(data) !== null || data.length === 0 || /^HTTP\/1\.1 (400|431) /.test(data.toString('latin1'));
      if (process.env.FUZZ_CONTINUE === '1') {
        // Attribute a crash to this very request: probe, and wait for the exit when the probe fails.
        const alive = await rawExchange(server.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 2000).then(parseResponse, () => null);
        if (!alive && server.child.exitCode === null) await new Promise((r) => server!.child.once('exit', r));
      } else {
        await new Promise((r) => setImmediate(r));
      }
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        crashes.push(`#${sent} ${shown}\n    ${server.output().split('\n').find((l) => /Error|error/.test(l)) ?? ''}`);
        if (process.env.FUZZ_CONTINUE !== '1') break;
        server = await startServer(SCRIPT, buildDir);
      } else if (!answered) {
        failures.push(`#${sent} ${shown}: no status line (${JSON.stringify(data.subarray(0, 80).toString('latin1'))})`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[fuzz] ${sent} requests in ${seconds} s, ${crashes.length} crashes, ${failures.length} unanswered (FUZZ_SEED=${SEED})`);
    for (const crash of crashes) console.log(`[fuzz] crash: ${crash}`);
    for (const failure of failures.slice(0, 20)) console.log(`[fuzz] unanswered: ${failure}`);
    expect(crashes, `server crashed; replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Math.min(COUNT, 1000));
    const normal = await request(server.port, '/docs/page/');
    expect(normal.status).toBe(200);
    expect(normal.body.toString()).toContain('EN doc page');
  },
  TIME_BUDGET_MS + 35_000,
);
