// Runs a real nginx with the generated nginx.conf (scripts/write-host-config.ts) on the real build/ and checks it
// with the same table as scripts/serve.mjs (tests/unit/host-checks.ts), then runs that table against
// scripts/serve.mjs on the same build. Skipped, with a message, when there is no nginx or no build.
// Uses the build's own nginx.conf when it has one (written by the plugin), else generates it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BROTLI_LINE, NGINX_PLACEHOLDERS, generateHostConfig } from '../../scripts/lib/host-config';
import { readSiteRules } from '../../scripts/lib/host-rules.mjs';
import { type SiteSample, hostChecks } from './host-checks';
import { freePort, request, type RunningServer, startServer, waitForHttp } from './http-helpers';

const ROOT = path.resolve(__dirname, '../..');
/** The build to test: build/, or BUILD_DIR (as for scripts/serve.mjs). */
const BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
const NGINX = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
  (candidate): candidate is string => !!candidate && existsSync(candidate),
);
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const hasBuild = existsSync(path.join(BUILD, 'index.html')) && existsSync(path.join(BUILD, 'ja', '404.html'));

if (!NGINX) console.warn('[nginx-config] skipped: no nginx binary (apt-get install nginx, or set NGINX_PATH)');
if (!hasBuild) console.warn('[nginx-config] skipped: no build/ (run `npm run build`)');

/** The check table for the real build; empty without one (the suites are skipped then, but it.each runs at collection). */
function checksOf(brotli: boolean) {
  return hasBuild ? hostChecks(sampleOf(BUILD, brotli)).map((check) => [check.name, check] as const) : [];
}

/** Paths of the real build for the check table. */
function sampleOf(buildDir: string, brotli: boolean): SiteSample {
  const rules = readSiteRules(buildDir);
  // Doc pages: the checks also ask for the page's Markdown beside it (plugins/markdown-pages).
  const pages = [...rules.pageDirectories].filter(
    (dir) => dir !== '/' && !rules.stubs.has(dir) && !dir.startsWith('/en/') && existsSync(path.join(buildDir, dir, 'index.md')),
  );
  const page = pages.find((dir) => !dir.startsWith('/ja/') && dir.split('/').length > 3);
  const jaPage = pages.find((dir) => dir.startsWith('/ja/') && dir.split('/').length > 4);
  const stub = [...rules.stubs].find(([from, to]) => to.startsWith('/') && !from.startsWith('/ja/'));
  const assetOf = (prefix: string) => {
    const dir = path.join(buildDir, prefix, 'assets', 'js');
    const name = readdirSync(dir).find((file) => file.endsWith('.js') && existsSync(path.join(dir, `${file}.br`)) && existsSync(path.join(dir, `${file}.gz`)));
    return name && `${prefix ? `/${prefix}` : ''}/assets/js/${name}`;
  };
  const asset = assetOf('');
  const jaAsset = assetOf('ja');
  if (!page || !jaPage || !stub || !asset || !jaAsset) throw new Error(`build/ lacks a sample: ${JSON.stringify({ page, jaPage, stub, asset, jaAsset })}`);
  return { buildDir, page, jaPage, stub, asset, jaAsset, brotli };
}

describe.skipIf(!NGINX || !hasBuild)('nginx with the generated nginx.conf on build/', () => {
  const brotli = existsSync(BROTLI_MODULE);
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
  let port = 0;
  let nginx: ChildProcess | undefined;
  let log = '';

  beforeAll(async () => {
    port = await freePort();
    // The server block as the build writes it (build/nginx.conf), or generated now for an older build.
    const built = path.join(BUILD, 'nginx.conf');
    let server = existsSync(built) ? readFileSync(built, 'utf8') : generateHostConfig(BUILD)['nginx.conf']!;
    server = server.replaceAll(NGINX_PLACEHOLDERS.listen, `127.0.0.1:${port}`).replaceAll(NGINX_PLACEHOLDERS.root, BUILD);
    if (brotli) server = server.replace(NGINX_BROTLI_LINE, 'brotli_static on;');
    for (const dir of ['logs', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir), { recursive: true });
    const conf = `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
    ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : 'types { text/html html; application/javascript js; text/css css; }'}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${server}
}
`;
    writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    const test = spawnSync(NGINX!, ['-t', '-p', prefix, '-e', `${prefix}/logs/error.log`, '-c', `${prefix}/nginx.conf`], { encoding: 'utf8' });
    expect(test.status, `nginx -t:\n${test.stderr}`).toBe(0);
    nginx = spawn(NGINX!, ['-p', prefix, '-e', `${prefix}/logs/error.log`, '-c', `${prefix}/nginx.conf`], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (d) => (log += d));
    await waitForHttp(port, nginx);
  }, 20_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    rmSync(prefix, { recursive: true, force: true });
  });

  it(`serves br copies: ${brotli ? 'yes, brotli_static module present' : 'no, brotli_static module missing (gzip only)'}`, () => {
    expect(log).toBe('');
  });

  it.each(checksOf(brotli))('%s', async (_name, check) => {
    await check.run(port);
  });

  it('every listed redirect of the rules is answered, spot-checked', async () => {
    const server = readFileSync(path.join(prefix, 'nginx.conf'), 'utf8');
    const locations = [...server.matchAll(/location = "([^"]+)" \{ return 301 "([^"$]+)\$is_args/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(locations.length).toBeGreaterThan(100);
    for (const [from, to] of locations.filter((_, i) => i % Math.ceil(locations.length / 50) === 0)) {
      const r = await request(port, from);
      expect([r.status, r.headers.location], from).toEqual([301, to]);
    }
  });
});

describe.skipIf(!hasBuild)('scripts/serve.mjs on build/: the same checks', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(path.join(ROOT, 'scripts/serve.mjs'), BUILD);
  }, 20_000);
  afterAll(() => server?.stop());

  it.each(checksOf(true))('%s', async (_name, check) => {
    await check.run(server.port);
  });
});
