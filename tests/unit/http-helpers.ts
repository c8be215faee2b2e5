// Shared by the server tests: a raw HTTP/1.1 client over node:net (so malformed targets reach the
// server byte for byte), a child-process server on a free port, and a small fixture build.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends bytes as they are to 127.0.0.1:port and reads until the server closes the connection. */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = 5000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the server answered (or refused) is a clean close for our purposes.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(Buffer.concat(chunks));
      else reject(error);
    });
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    // No half-close: Node's server aborts a request whose client ended its side (httpAllowHalfOpen).
    // `Connection: close` makes the server close after its answer.
    socket.on('connect', () => socket.write(request));
  });
}

export function parseResponse(data: Buffer): RawResponse | null {
  const split = data.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { status: Number(match[1]), headers, body };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** One request with `Connection: close`; `target` is sent exactly as given. */
export async function request(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const response = parseResponse(await rawExchange(port, `${lines.join('\r\n')}\r\n\r\n`));
  if (!response) throw new Error(`no HTTP response to ${method} ${target}`);
  return response;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until something answers HTTP on the port. */
export async function waitForHttp(port: number, child: ChildProcess | null, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if (parseResponse(await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 1000))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`nothing answered on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RunningServer {
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <script>` with BUILD_DIR and a free PORT on 127.0.0.1. */
export async function startServer(script: string, buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForHttp(port, child);
  return {
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** The page @docusaurus/plugin-client-redirects 3.10 writes for a redirect. */
export const redirectStub = (to: string) => `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>
    window.location.href = '${to}' + window.location.search + window.location.hash;
  </script>
</html>`;

export const ASSET_JS = `console.log(${JSON.stringify('0123456789'.repeat(50))});\n`;

/** A small build: both locales' home and 404 pages, a doc page, a hashed asset with .br/.gz, two redirect stubs. */
export function makeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-fixture-'));
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>text</p>'.repeat(300)}</body></html>`;
  const files: Record<string, string | Buffer> = {
    'index.html': page('EN home'),
    '404.html': page('EN not found'),
    'ja/index.html': page('JA home'),
    'ja/404.html': page('JA not found'),
    'docs/page/index.html': page('EN doc page'),
    'ja/docs/page/index.html': page('JA doc page'),
    // what plugins/markdown-pages writes beside each page and at each locale's root
    'docs/page/index.md': '# EN doc page\n',
    'ja/docs/page/index.md': '# JA doc page（日本語）\n',
    'llms.txt': '# EN site\n',
    'ja/llms.txt': '# JA site\n',
    'assets/x.js': ASSET_JS,
    'assets/x.js.br': brotliCompressSync(ASSET_JS),
    'assets/x.js.gz': gzipSync(ASSET_JS),
    'ja/assets/y.js': ASSET_JS,
    'old/index.html': redirectStub('/docs/page/'),
    'ja/old/index.html': redirectStub('/ja/docs/page/'),
    'api/index.html': redirectStub('https://api.example.com/'),
    // what scripts/write-host-config.ts writes; not part of the site
    'nginx.conf': 'server {}\n',
    _redirects: '/old/ /docs/page/ 301\n',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
