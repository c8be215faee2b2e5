import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bareImports, bundleVendorModule, vendorFiles } from './vendor';

/** Where the live files go, under each locale's base URL (`/live/`, `/ja/live/`). */
export const LIVE_DIR = 'live';
/** Folder of an example shared by all examples (physics helpers); it has no `main.mjs`. */
const SHARED = 'shared';

/** A file of the live-example tree: its path under `live/` and its bytes. */
export interface LiveFile {
  name: string;
  content: Buffer;
  /** The file on disk it was read from, so the dev server can watch it; absent for generated files. */
  source?: string;
}

/** Content-hashed name, so a new engine version is never served from an old cache entry. */
function hashed(base: string, ext: string, content: Buffer): string {
  return `${base}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}${ext}`;
}

/**
 * Whether a module is a live example's entry: it exports `main(canvas)`. A `main.mjs` that is a
 * page of its own (examples/splat-app/, a complete app with its index.html) is not.
 */
function exportsMain(file: string): boolean {
  return existsSync(file) && /^export (async )?function main\(/m.test(readFileSync(file, 'utf8'));
}

/** Slugs of examples/<slug>/ folders that have a `main.mjs` exporting `main(canvas)`. */
export function exampleSlugs(siteDir: string): string[] {
  const root = path.join(siteDir, 'examples');
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SHARED && exportsMain(path.join(root, entry.name, 'main.mjs')))
    .map((entry) => entry.name)
    .sort();
}

/** Whether an example needs Ammo: one of its modules waits for it through the shared physics helper. */
export function usesPhysics(files: readonly LiveFile[]): boolean {
  return files.some((file) => /shared\/physics\.mjs['"]/.test(file.content.toString('utf8')));
}

/**
 * The runner page of one example: import map for the engine (and for the libraries the example
 * imports by name: specifier → file under `live/`), Ammo when needed, then the runtime.
 */
export function runnerHtml(slug: string, engineFile: string, ammoFile: string | null, libraries: Record<string, string> = {}): string {
  const libraryUrls = Object.fromEntries(Object.entries(libraries).map(([specifier, file]) => [specifier, `../../${file}`]));
  const importMap = JSON.stringify({ imports: { playcanvas: `../../engine/${engineFile}`, ...libraryUrls } });
  return `<!DOCTYPE html>
<html lang="en" data-slug="${slug}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${slug}</title>
<style>
html, body { margin: 0; height: 100%; overflow: hidden; background: #1d2227; }
#app { display: block; width: 100%; height: 100%; touch-action: none; outline: none; }
</style>
<script type="importmap">${importMap}</script>
${ammoFile ? `<script src="../../engine/${ammoFile}"></script>\n` : ''}<script type="module" src="../../runtime.mjs"></script>
</head>
<body>
<canvas id="app" tabindex="0"></canvas>
</body>
</html>
`;
}

/**
 * Every file served under `live/`: the engine and Ammo from node_modules (content-hashed), the
 * examples' own modules byte for byte, one runner page per example and the runtime that starts it.
 */
export function liveFiles(siteDir: string): LiveFile[] {
  const read = (file: string): LiveFile => ({ name: '', content: readFileSync(file), source: file });
  // Straight from node_modules: `playcanvas` does not export its package.json or build folder.
  const resolveIn = (pkg: string, file: string) => path.join(siteDir, 'node_modules', pkg, file);

  const engine = read(resolveIn('playcanvas', 'build/playcanvas.min.mjs'));
  engine.name = `engine/${hashed('playcanvas', '.mjs', engine.content)}`;
  const ammo = read(resolveIn('sync-ammo', 'dist/ammo.js'));
  ammo.name = `engine/${hashed('ammo', '.js', ammo.content)}`;
  const runtime = read(path.join(__dirname, 'runtime', 'runner.mjs'));
  runtime.name = 'runtime.mjs';

  const moduleFiles = (folder: string): LiveFile[] =>
    readdirSync(path.join(siteDir, 'examples', folder))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => ({ ...read(path.join(siteDir, 'examples', folder, file)), name: `examples/${folder}/${file}` }));

  const files: LiveFile[] = [engine, ammo, runtime, ...moduleFiles(SHARED)];
  // Each library is bundled once, however many examples import it.
  const libraries = new Map<string, LiveFile>();
  const libraryFile = (specifier: string): LiveFile => {
    let file = libraries.get(specifier);
    if (!file) {
      file = bundleVendorModule(siteDir, specifier);
      libraries.set(specifier, file);
      files.push(file);
    }
    return file;
  };
  const servedPackageFiles = new Set<string>();
  let physicsExamples = 0;
  for (const slug of exampleSlugs(siteDir)) {
    const modules = moduleFiles(slug);
    const physics = usesPhysics(modules);
    if (physics) physicsExamples += 1;
    const specifiers = [...new Set(modules.flatMap((module) => bareImports(module.content.toString('utf8'))))].sort();
    const importMap = Object.fromEntries(specifiers.map((specifier) => [specifier, libraryFile(specifier).name]));
    const html = runnerHtml(slug, path.basename(engine.name), physics ? path.basename(ammo.name) : null, importMap);
    files.push(...modules, { name: `examples/${slug}/runner.html`, content: Buffer.from(html) });
    for (const file of vendorFiles(siteDir, path.join(siteDir, 'examples', slug))) {
      if (servedPackageFiles.has(file.name)) continue;
      servedPackageFiles.add(file.name);
      files.push(file);
    }
  }
  // Ammo is served only when some example needs it.
  return physicsExamples > 0 ? files : files.filter((file) => file !== ammo);
}
