// The site's hosting rules, in one place: `scripts/serve.mjs` applies them per request, and after the
// build `scripts/write-host-config.ts` writes them out as `_redirects`, `_headers` and `nginx.conf`.
// Plain JavaScript so `node scripts/serve.mjs` can import it without a TypeScript loader.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readRedirectStubs } from './redirect-stubs.mjs';

/** Locales served under `/<locale>/`; the default locale (en) is served at `/`. */
export const NON_DEFAULT_LOCALES = ['ja'];

/** Hashed bundles never change under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages (and every other unhashed file) must be revalidated. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** Folders of hashed bundles, one per locale. */
export const IMMUTABLE_PREFIXES = ['/assets/', ...NON_DEFAULT_LOCALES.map((locale) => `/${locale}/assets/`)];

/** Precompressed copies the precompress plugin writes, in order of preference: [coding, suffix]. */
export const PRECOMPRESSED = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/** Files scripts/write-host-config.ts writes into the build for hosts; not part of the site. */
export const HOST_FILES = ['_redirects', '_headers', 'nginx.conf'];

/** @param {string} pathname a decoded URL path */
export function localeOf(pathname) {
  return NON_DEFAULT_LOCALES.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? '';
}

/** The not-found page for a path: `/ja/…` → `/ja/404.html`, others → `/404.html`. @param {string} pathname */
export function notFoundPageOf(pathname) {
  const locale = localeOf(pathname);
  return locale ? `/${locale}/404.html` : '/404.html';
}

/** @param {string} pathname */
export function cacheControlOf(pathname) {
  return IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * @typedef {object} SiteRules
 * @property {Map<string, string>} stubs redirect stub page path (`/a/b/`) → target
 * @property {Set<string>} pageDirectories every folder with an index.html, as `/a/b/` (and `/`)
 */

/** Reads the rules' inputs from a build folder. @param {string} buildDir @returns {SiteRules} */
export function readSiteRules(buildDir) {
  const pageDirectories = new Set();
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(buildDir, entry.parentPath).split(path.sep).join('/');
    pageDirectories.add(relative ? `/${relative}/` : '/');
  }
  return { stubs: readRedirectStubs(buildDir), pageDirectories };
}

/**
 * Where a (decoded, normalized) path redirects to with a 301, or null. The query is the caller's to keep.
 * 1. a redirect stub page (`/old/` or `/old`) → its target;
 * 2. `/a/index.html` and `/a.html` → `/a/` when `/a/` is a page;
 * 3. a page folder without its trailing slash (`/a`) → `/a/` (trailingSlash: true).
 * @param {string} pathname
 * @param {SiteRules} rules
 * @returns {string | null}
 */
export function redirectOf(pathname, rules) {
  const stub = rules.stubs.get(pathname.endsWith('/') ? pathname : `${pathname}/`);
  if (stub) return stub;
  const html = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (html && !pathname.endsWith('/404.html') && rules.pageDirectories.has(`${html[1]}/`)) return `${html[1]}/`;
  if (!pathname.endsWith('/') && rules.pageDirectories.has(`${pathname}/`)) return `${pathname}/`;
  return null;
}

/**
 * The Location header value of a redirect target: a URL as it is, a site path percent-encoded per
 * segment, never starting with `//` (a client would read that as another host).
 * @param {string} target
 */
export function locationOf(target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  return target
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
    .replace(/^\/{2,}/, '/');
}

/**
 * Every redirect the rules make, for hosts that need them listed: the paths `redirectOf` can answer
 * (each page folder with and without its slash, its index.html and `.html` forms).
 * @param {SiteRules} rules
 * @returns {Array<[from: string, to: string]>} sorted by source path
 */
export function listRedirects(rules) {
  const candidates = new Set();
  for (const dir of rules.pageDirectories) {
    candidates.add(dir);
    candidates.add(`${dir}index.html`);
    if (dir !== '/') {
      candidates.add(dir.slice(0, -1));
      candidates.add(`${dir.slice(0, -1)}.html`);
    }
  }
  for (const dir of rules.stubs.keys()) candidates.add(dir).add(dir.slice(0, -1) || '/');
  /** @type {Array<[string, string]>} */
  const redirects = [];
  for (const from of [...candidates].sort()) {
    const to = redirectOf(from, rules);
    if (to !== null && to !== from) redirects.push([from, to]);
  }
  return redirects;
}

/**
 * Preferred content coding among the precompressed ones, by the Accept-Encoding q-values (RFC 9110
 * §12.5.3): `br;q=0` refuses brotli, `*` stands for codings not named, ties go to the smaller (br).
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null} null: send the file as it is
 */
export function preferredEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9](?:\.[0-9]{0,3})?)\s*$/.exec(param);
      if (match) weight = Math.min(1, Number(match[1]));
    }
    q.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), weight);
  }
  /** @type {'br' | 'gzip' | null} */
  let best = null;
  let bestQ = 0;
  for (const [coding] of PRECOMPRESSED) {
    const weight = q.get(coding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [coding, weight];
  }
  return best;
}
