// `npm start`: builds both locales when build/ is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['docs', 'i18n', 'src', 'plugins', 'examples', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];
const stamp = path.join(root, 'build', 'ja', 'index.html');

/** @param {string} entry @returns {number} */
function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .reduce((newest, item) => Math.max(newest, statSync(path.join(item.parentPath, item.name)).mtimeMs), 0);
}

const stale = !existsSync(stamp) || SOURCES.some((entry) => newestMtime(entry) > statSync(stamp).mtimeMs);
if (stale) {
  console.log('build/ is missing or older than the sources: building both locales…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve.mjs');
