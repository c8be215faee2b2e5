// Serves an existing build/ (both locales) on PORT (default 3000) and HOST (default 127.0.0.1).
// BUILD_DIR serves another build folder (the tests use it for their fixture site).
// Unknown paths get their locale's not-found page with status 404; the client-redirects plugin's
// stub pages are answered with an HTTP redirect to their target (one hop, no HTML, no script).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { readRedirectStubs } from './lib/redirect-stubs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const NON_DEFAULT_LOCALES = ['ja'];

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no site: run \`npm run build\` first.`);
  process.exit(1);
}

const notFoundPages = new Map(
  ['', ...NON_DEFAULT_LOCALES].map((locale) => [locale, readFileSync(path.join(buildDir, locale, '404.html'))]),
);

const redirectStubs = readRedirectStubs(buildDir);

function localeOf(pathname) {
  return NON_DEFAULT_LOCALES.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? '';
}

const assets = sirv(buildDir, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    // Hashed bundles never change under the same name; pages must revalidate.
    const immutable = pathname.startsWith('/assets/') || /^\/[a-z]{2}\/assets\//.test(pathname);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  },
});

/** The canonical page path of an index-style `.html` path (`/a/index.html`, `/a.html` → `/a/`), if it has a page. */
function canonicalPagePath(pathname) {
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!match || pathname.endsWith('/404.html')) return null;
  const directory = `${match[1]}/`;
  return existsSync(path.join(buildDir, directory, 'index.html')) ? directory : null;
}

function redirect(res, location) {
  res.writeHead(301, { Location: location });
  res.end();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const stubTarget = redirectStubs.get(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
  if (stubTarget) {
    // The stub page's script keeps the query; the browser keeps the hash across the redirect.
    redirect(res, `${stubTarget}${url.search}`);
    return;
  }
  const canonical = canonicalPagePath(url.pathname);
  if (canonical) {
    redirect(res, `${canonical}${url.search}`);
    return;
  }
  // Directory pages are canonical with a trailing slash (trailingSlash: true).
  if (!path.extname(url.pathname) && !url.pathname.endsWith('/') && existsSync(path.join(buildDir, url.pathname, 'index.html'))) {
    redirect(res, `${url.pathname}/${url.search}`);
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPages.get(localeOf(url.pathname)));
  });
});

server.listen(port, host, () => {
  console.log(`Serving build/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ja/ (English at /)`);
});
