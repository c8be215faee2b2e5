/**
 * `npm run bench`: builds both locales from scratch and prints figures: build wall time and peak
 * memory, HTML pages per locale, total bytes, and the first-load JS and CSS (raw and gzip) of a
 * home page, a manual page and a tutorial page. Prints figures; budgets are judged by people.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles } from './lib/files';
import { treeRss } from './lib/process-memory';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const SAMPLE_PAGES = {
  home: 'ja/index.html',
  manual: 'ja/user-manual/getting-started/index.html',
  tutorial: 'ja/tutorials/orbit-camera/index.html',
};

async function timedBuild(): Promise<{ seconds: number; peakBytes: number }> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  let peakBytes = 0;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid!));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`docusaurus build exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes };
}

/** Scripts and stylesheets a page loads before it can render and hydrate. */
function firstLoadAssets(htmlFile: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  const js = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1]!);
  const css = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1]!);
  return { js, css };
}

function sizes(urls: readonly string[]): { raw: number; gzip: number } {
  return urls.reduce(
    (sum, url) => {
      const content = readFileSync(path.join(buildDir, url.replace(/^\//, '')));
      return { raw: sum.raw + content.length, gzip: sum.gzip + gzipSync(content, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
const build = await timedBuild();
const allFiles = listFiles(buildDir, /.*/);
const html = allFiles.filter((file) => file.endsWith('.html'));
const jaHtml = html.filter((file) => path.relative(buildDir, file).startsWith('ja/'));
const totalBytes = allFiles.reduce((sum, file) => sum + statSync(file).size, 0);

console.log('\n== build ==');
console.log(`wall time            ${build.seconds.toFixed(1)} s`);
console.log(`peak memory          ${(build.peakBytes / 1024 ** 3).toFixed(2)} GiB (process tree RSS)`);
console.log(`HTML pages           en ${html.length - jaHtml.length}, ja ${jaHtml.length} (redirect pages included)`);
console.log(`total output         ${(totalBytes / 1024 ** 2).toFixed(1)} MB in ${allFiles.length} files`);
console.log('\n== first load (HTML-referenced JS and CSS) ==');
console.log('page       JS raw     JS gzip    CSS raw    CSS gzip');
for (const [name, file] of Object.entries(SAMPLE_PAGES)) {
  if (!existsSync(path.join(buildDir, file))) {
    console.log(`${name.padEnd(10)} (missing: ${file})`);
    continue;
  }
  const assets = firstLoadAssets(file);
  const js = sizes(assets.js);
  const css = sizes(assets.css);
  console.log(`${name.padEnd(10)} ${kb(js.raw).padEnd(10)} ${kb(js.gzip).padEnd(10)} ${kb(css.raw).padEnd(10)} ${kb(css.gzip)}`);
}
}

void main();
