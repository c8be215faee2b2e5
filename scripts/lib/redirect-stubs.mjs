import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Stub pages of @docusaurus/plugin-client-redirects are tiny; real pages are far larger. */
const MAX_STUB_BYTES = 2048;
const STUB_TARGET = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/**
 * Reads the redirect stub pages the client-redirects plugin wrote into a build, so a server can
 * answer them with an HTTP redirect and apply exactly the site's redirect rules.
 * @param {string} dir a build folder
 * @returns {Map<string, string>} page path with its trailing slash (`/a/b/`) → redirect target
 */
export function readRedirectStubs(dir) {
  const redirects = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size > MAX_STUB_BYTES) continue;
    const target = STUB_TARGET.exec(readFileSync(file, 'utf8'))?.[1];
    const relative = path.relative(dir, entry.parentPath).split(path.sep).join('/');
    if (target) redirects.set(relative ? `/${relative}/` : '/', target);
  }
  return redirects;
}
