// Serves an existing build/ (both locales) on PORT (default 3000) and HOST (default 127.0.0.1).
// BUILD_DIR serves another build folder (the tests use it for their fixture site).
// The rules (redirects, not-found pages, caching, precompressed files) are scripts/lib/host-rules.mjs,
// the same ones the build writes out for other hosts as _redirects, _headers and nginx.conf.
// Files are sent by `send` (ranges, ETag/Last-Modified conditional requests, HEAD); every request the
// HTTP parser accepts gets an answer: a target that is not a path 400, a path that does not decode the
// locale's not-found page (404), a method other than GET/HEAD 405, an unsatisfiable range 416.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mime from 'mime-types';
import send from 'send';
import {
  HOST_FILES,
  NON_DEFAULT_LOCALES,
  PRECOMPRESSED,
  cacheControlOf,
  locationOf,
  notFoundPageOf,
  preferredEncoding,
  readSiteRules,
  redirectOf,
} from './lib/host-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no site: run \`npm run build\` first.`);
  process.exit(1);
}

const notFoundPages = new Map(
  ['/404.html', ...NON_DEFAULT_LOCALES.map((locale) => `/${locale}/404.html`)].map((page) => [page, readFileSync(path.join(buildDir, page))]),
);
const rules = readSiteRules(buildDir);

/**
 * The decoded, normalized path and the raw query of a request target (origin-form or absolute-form),
 * or null when it is not one: characters a path cannot hold, NUL, an unparsable URL. A path whose
 * percent-escapes do not decode (`/ja/%E0%A4%A/`) is a target all the same, marked `undecodable`: it
 * gets its locale's not-found page, where the client router reports the bad address (the site's
 * error catalogue: "Undecodable URL path: router error"), not a bare 400.
 * Empty and dot segments are resolved (`/.//ja` → `/ja`), so no path built from it starts with `//`.
 * @param {string} target
 */
function parseTarget(target) {
  let raw;
  if (target.startsWith('/')) {
    raw = target;
  } else if (/^https?:\/\//i.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    raw = `${url.pathname}${url.search}`;
  } else {
    return null;
  }
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const search = queryAt < 0 ? '' : raw.slice(queryAt);
  // RFC 3986 path characters only (pchar and `/`).
  if (!/^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/.test(rawPath)) return null;
  let decoded;
  try {
    // Throws on a `%` that starts no escape and on escapes that are not UTF-8.
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { pathname: rawPath, search, undecodable: true };
  }
  if (decoded.includes('\0')) return null;
  /** @type {string[]} */
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const directory = segments.length > 0 && /\/(?:\.\.?)?$/.test(decoded);
  return { pathname: `/${segments.join('/')}${directory ? '/' : ''}`, search };
}

const RANGE_SYNTAX = /^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/;


/** A file of the build (not a folder), or null. @param {string} relative */
function fileStat(relative) {
  try {
    const stat = statSync(path.join(buildDir, relative), { throwIfNoEntry: false });
    return stat?.isFile() ? stat : null;
  } catch {
    return null; // ENAMETOOLONG and the like: no such file
  }
}

/** @param {import('node:http').ServerResponse} res */
function clearHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function plain(req, res, status, headers = {}) {
  const body = `${status}\n`;
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
function notFound(req, res, pathname) {
  const page = notFoundPages.get(notFoundPageOf(pathname));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page?.length ?? 0, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : page);
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function handle(req, res) {
  const target = parseTarget(req.url ?? '');
  if (!target) return plain(req, res, 400);
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, { Allow: 'GET, HEAD' });
  if ('undecodable' in target) return notFound(req, res, target.pathname);
  const { pathname, search } = target;
  // A Range header that is not a byte-ranges-specifier (RFC 9110 §14.1.1) is ignored, not refused.
  if (req.headers.range !== undefined && !RANGE_SYNTAX.test(req.headers.range)) delete req.headers.range;

  const redirect = redirectOf(pathname, rules);
  if (redirect !== null) {
    // A site path is sent encoded; the stub page's script keeps the query, the browser keeps the hash.
    res.writeHead(301, { Location: `${locationOf(redirect)}${search}`, 'Content-Length': 0 });
    return res.end();
  }

  const relative = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  if (HOST_FILES.includes(relative.slice(1)) || !fileStat(relative)) return notFound(req, res, pathname);

  const available = PRECOMPRESSED.filter(([, suffix]) => fileStat(relative + suffix));
  const coding = preferredEncoding(req.headers['accept-encoding']);
  const chosen = available.find(([name]) => name === coding);
  res.setHeader('Cache-Control', cacheControlOf(pathname));
  res.setHeader('Content-Type', mime.contentType(path.extname(relative)) || 'application/octet-stream');
  if (available.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen) res.setHeader('Content-Encoding', chosen[0]);

  send(req, locationOf(relative + (chosen?.[1] ?? '')), {
    root: buildDir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
  })
    .on('error', (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
      if (res.headersSent) return res.destroy();
      clearHeaders(res);
      if (error.status === 404) return notFound(req, res, pathname);
      plain(req, res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // Last resort: a bug in one request must not end the server.
    console.error(`${req.method} ${req.url}:`, error);
    if (!res.headersSent) plain(req, res, 500);
    else res.destroy();
  }
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving build/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}/ja/ (English at /)`);
});
