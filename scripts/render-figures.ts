/**
 * `npm run figures [name …]`: renders each figure scene (examples/user-manual/**\/figure-*.mjs) in
 * headless Chromium with a WebGL 2 device, and writes static/img/figures/<name>.webp
 * (FIGURE_WIDTH × FIGURE_HEIGHT) and its entry in src/components/RenderedFigure/figures.json (size,
 * and the hash of the scene's files and engine version that a unit test compares). A name is the
 * scene's path under examples/user-manual/ without `.mjs`; a path to the file works too.
 *
 * The scene runs as the sample runner runs it (scripts/run-code-samples.ts): a started
 * application, the globals `app`, `entity` and `canvas`, ammo.js loaded, then `frames=N` frames
 * (a comment line of the file; 60 unless told) of 1/60 s, stepped by the same function, never by
 * the browser's clock. A thrown error, a `console.error`, or a WebGL error fails the figure.
 * Without names, it also deletes images and entries whose scene is gone.
 * `npm run figures -- --check` renders nothing and exits 1 when an image is stale (or missing).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileFramesOf } from './lib/sample-proofs';
import { ENGINE_URL, engineFile, takePictures } from './lib/headless-chromium';
import {
  engineVersion, FIGURE_HEIGHT, FIGURE_RECORD, FIGURE_SOURCE_DIR, FIGURE_WIDTH, figureFile, figureImage, figureImageNames, figureName,
  figureNames, figureSourceHash, readFigureRecord, staleFigures, type FigureRecord,
} from './lib/figures';
import { runMain } from './lib/run-main';

const root = path.resolve(import.meta.dirname, '..');
/** A scene may take this long to import (top-level awaits included) and render its frames; software WebGL on a busy machine is slow. */
const RENDER_TIMEOUT_MS = Number(process.env.FIGURE_TIMEOUT_MS ?? 300_000);

/** The page each figure renders in: the engine and `node:fs` mapped, Ammo loaded, the runtime. */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>figure</title>
<style>html, body { margin: 0; overflow: hidden; background: #000; } canvas { display: block; width: ${FIGURE_WIDTH}px; height: ${FIGURE_HEIGHT}px; }</style>
<script type="importmap">${JSON.stringify({ imports: { playcanvas: ENGINE_URL, 'playcanvas/scripts/': '/engine/scripts/', 'node:fs': '/scripts/figures/node-fs.mjs' } })}</script>
<script src="/engine/ammo.js"></script>
<script type="module" src="/scripts/figures/runtime.mjs"></script>
</head>
<body><canvas id="figure"></canvas></body>
</html>
`;

/** Reads a file of the project for the page, only below the folders it needs. */
function lookup(pathname: string): Buffer | string | undefined {
  if (pathname === '/figure.html') return PAGE;
  const engine = engineFile(root, pathname);
  if (engine) return engine;
  if (pathname === '/engine/ammo.js') return readFileSync(path.join(root, 'node_modules/sync-ammo/dist/ammo.js'));
  // The package's own scripts (the legacy post effects a scene loads as its script asset would be).
  if (pathname.startsWith('/engine/scripts/')) {
    const script = path.join(root, 'node_modules/playcanvas/scripts', path.normalize(pathname.slice('/engine/scripts/'.length)));
    return script.startsWith(path.join(root, 'node_modules/playcanvas/scripts/')) && existsSync(script) ? readFileSync(script) : undefined;
  }
  const file = path.join(root, path.normalize(pathname));
  const allowed = ['examples/', 'scripts/figures/', 'scripts/lib/step-frames.mjs'].some((prefix) => path.relative(root, file).startsWith(prefix));
  try {
    return allowed ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}

function wantedNames(args: readonly string[]): string[] {
  const all = figureNames(root);
  if (args.length === 0) return all;
  return args.map((arg) => {
    const name = arg.endsWith('.mjs') ? figureName(root, path.resolve(arg)) : arg;
    if (!all.includes(name)) throw new Error(`no figure scene ${FIGURE_SOURCE_DIR}/${name}.mjs`);
    return name;
  });
}

function writeRecord(record: FigureRecord): void {
  const figures = Object.fromEntries(Object.entries(record.figures).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(root, FIGURE_RECORD), `${JSON.stringify({ engine: record.engine, figures }, null, 2)}\n`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    const problems = staleFigures(root);
    for (const problem of problems) console.error(`[figures] ${problem}`);
    console.log(`[figures] ${figureNames(root).length} figures checked, ${problems.length} problems${problems.length ? ': run `npm run figures` and commit the result' : ''}`);
    return problems.length ? 1 : 0;
  }
  const names = wantedNames(args);
  const engine = engineVersion(root);
  const record = readFigureRecord(root);
  if (args.length === 0) record.figures = Object.fromEntries(Object.entries(record.figures).filter(([name]) => names.includes(name)));
  record.engine = engine;

  const failures = await takePictures({
    tag: 'figures',
    names,
    viewport: { width: FIGURE_WIDTH, height: FIGURE_HEIGHT },
    lookup,
    show: async (page, origin, name) => {
      await page.goto(`${origin}/figure.html`);
      await page.waitForFunction(() => 'renderFigure' in window);
      const file = path.relative(root, figureFile(root, name)).split(path.sep).join('/');
      const frames = fileFramesOf(readFileSync(figureFile(root, name), 'utf8'));
      let timer: NodeJS.Timeout | undefined;
      const png = await Promise.race([
        page.evaluate(
          (figure) => (window as unknown as { renderFigure: (figure: object) => Promise<string> }).renderFigure(figure),
          { file, frames, width: FIGURE_WIDTH, height: FIGURE_HEIGHT },
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`did not render within ${RENDER_TIMEOUT_MS / 1000} s`)), RENDER_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      return Buffer.from(png.slice(png.indexOf(',') + 1), 'base64');
    },
    write: (name, webp) => {
      const image = path.join(root, figureImage(name));
      mkdirSync(path.dirname(image), { recursive: true });
      writeFileSync(image, webp);
      record.figures[name] = { width: FIGURE_WIDTH, height: FIGURE_HEIGHT, source: figureSourceHash(root, name, engine) };
    },
  }).finally(() => writeRecord(record));

  if (args.length === 0) {
    for (const name of figureImageNames(root).filter((image) => !names.includes(image))) {
      rmSync(path.join(root, figureImage(name)));
      console.log(`[figures] deleted ${figureImage(name)}: no scene`);
    }
  }
  return failures.length ? 1 : 0;
}

runMain('render-figures', main);
