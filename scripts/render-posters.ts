/**
 * `npm run posters [slug …]`: renders each example in headless Chromium, the same runner page the
 * LiveExample component opens, and writes static/img/posters/<slug>.webp (POSTER_WIDTH × POSTER_HEIGHT).
 * Posters are committed; rerun this after changing an example. Needs /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exampleSlugs, LIVE_DIR, liveFiles } from '../plugins/live-examples/files';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../src/components/LiveExample/constants';
import { takePictures } from './lib/headless-chromium';

const SITE_DIR = path.resolve(__dirname, '..');
const OUT_DIR = path.join(SITE_DIR, 'static', 'img', 'posters');
/** How long an example runs before its picture is taken: long enough for physics bodies to land. */
const SETTLE_MS = Number(process.env.POSTER_SETTLE_MS ?? 2500);
/** How long an example may take to start (engine parse + software WebGL shader compiles). */
const START_TIMEOUT_MS = 30_000;

function main(): Promise<string[]> {
  const wanted = process.argv.slice(2);
  const slugs = exampleSlugs(SITE_DIR).filter((slug) => wanted.length === 0 || wanted.includes(slug));
  if (slugs.length === 0) throw new Error(`no example matches ${wanted.join(', ')}`);
  mkdirSync(OUT_DIR, { recursive: true });
  // The live-example files from the sources, without a site build.
  const files = new Map(liveFiles(SITE_DIR).map((file) => [`/${LIVE_DIR}/${file.name}`, file.content]));
  return takePictures({
    tag: 'posters',
    names: slugs,
    viewport: { width: POSTER_WIDTH, height: POSTER_HEIGHT },
    lookup: (pathname) => files.get(pathname),
    show: async (page, origin, slug) => {
      await page.goto(`${origin}/${LIVE_DIR}/examples/${slug}/runner.html`);
      await page.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, { timeout: START_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
    },
    write: (slug, webp) => writeFileSync(path.join(OUT_DIR, `${slug}.webp`), webp),
  });
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
