/**
 * Writes what common hosts read into a finished build (BUILD_DIR, default build/): `_redirects` and
 * `_headers` (Netlify, Cloudflare Pages) and `nginx.conf` (a server block with placeholders, see its
 * header), from the rules `scripts/serve.mjs` applies (scripts/lib/host-rules.mjs). It runs after
 * `docusaurus build` (`npm run build`) rather than in a plugin's postBuild: Docusaurus runs the
 * plugins' postBuild hooks side by side, so the redirect stub pages may still be being written then.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateHostConfig } from './lib/host-config';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const files = generateHostConfig(buildDir);
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(buildDir, name), content);
console.log(`[host-config] wrote ${Object.keys(files).join(', ')} into ${path.relative(root, buildDir) || '.'}`);
