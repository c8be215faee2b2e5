/**
 * `npm run posters [slug | react:<sample> …]`: renders each example in headless Chromium, the same
 * runner page the LiveExample component opens, and writes static/img/posters/<slug>.webp
 * (POSTER_WIDTH × POSTER_HEIGHT). A PlayCanvas React sample (`react:guide/interactivity/clickable-box`,
 * its path below examples/playcanvas-react/) is bundled as the site bundles it and written to
 * static/img/posters/react-guide-interactivity-clickable-box.webp. Without arguments: every tutorial
 * and every React sample a page shows in a <LiveExample reactSample>. Posters are committed; rerun
 * this after changing an example. Needs /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exampleSlugs, LIVE_DIR, liveFiles } from '../plugins/live-examples/files';
import { reactAppSamples, reactLiveFiles, reactPosterName, reactSamplesOnPages } from '../plugins/live-examples/react';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../src/components/LiveExample/constants';
import { takePictures } from './lib/headless-chromium';

const SITE_DIR = path.resolve(__dirname, '..');
const OUT_DIR = path.join(SITE_DIR, 'static', 'img', 'posters');
/** How long an example runs before its picture is taken: long enough for physics bodies to land. */
const SETTLE_MS = Number(process.env.POSTER_SETTLE_MS ?? 2500);
/** How long an example may take to start (engine parse + software WebGL shader compiles). */
const START_TIMEOUT_MS = 30_000;

/** The prefix that names a React sample on the command line. */
const REACT = 'react:';

async function main(): Promise<string[]> {
  const wanted = process.argv.slice(2);
  const reactIds = new Set(reactAppSamples(SITE_DIR).map((sample) => sample.id));
  const unknown = wanted.filter((name) => name.startsWith(REACT) && !reactIds.has(name.slice(REACT.length)));
  if (unknown.length > 0) throw new Error(`not a PlayCanvas React app sample: ${unknown.join(', ')}`);
  const slugs = exampleSlugs(SITE_DIR).filter((slug) => wanted.length === 0 || wanted.includes(slug));
  const react = wanted.length === 0 ? reactSamplesOnPages(SITE_DIR) : wanted.filter((name) => name.startsWith(REACT)).map((name) => name.slice(REACT.length));
  const names = [...slugs, ...react.map((id) => `${REACT}${id}`)];
  if (names.length === 0) throw new Error(`no example matches ${wanted.join(', ')}`);
  mkdirSync(OUT_DIR, { recursive: true });
  // The live-example files from the sources, without a site build.
  const reactFiles = react.length > 0 ? (await reactLiveFiles(SITE_DIR)).files : [];
  const files = new Map([...liveFiles(SITE_DIR), ...reactFiles].map((file) => [`/${LIVE_DIR}/${file.name}`, file.content]));
  return takePictures({
    tag: 'posters',
    names,
    viewport: { width: POSTER_WIDTH, height: POSTER_HEIGHT },
    // The React samples load the site's own files (/models/toy.glb) from static/.
    lookup: (pathname) => files.get(pathname) ?? staticFile(pathname),
    show: async (page, origin, name) => {
      const runner = name.startsWith(REACT) ? `react/${name.slice(REACT.length)}` : `examples/${name}`;
      await page.goto(`${origin}/${LIVE_DIR}/${runner}/runner.html`);
      await page.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, { timeout: START_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
    },
    write: (name, webp) => writeFileSync(path.join(OUT_DIR, `${name.startsWith(REACT) ? reactPosterName(name.slice(REACT.length)) : name}.webp`), webp),
  });
}

/** A file of static/ at its site path, or undefined. */
function staticFile(pathname: string): Buffer | undefined {
  const file = path.join(SITE_DIR, 'static', pathname);
  return file.startsWith(path.join(SITE_DIR, 'static') + path.sep) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
}

main().then(
  (failures) => {
    if (failures.length > 0) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(new Error('render-posters failed', { cause: error }));
    process.exit(1);
  },
);
