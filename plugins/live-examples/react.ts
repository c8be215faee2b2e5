import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { LiveFile } from './files';

/** Where the PlayCanvas React samples live, relative to the site. */
export const REACT_SAMPLES_DIR = 'examples/playcanvas-react';
/** The module esbuild injects into every React sample bundle: it exposes the engine's AppBase. */
export const REACT_PROBE = path.join(__dirname, 'runtime', 'react-probe.mjs');

/**
 * Whether a sample is an *app sample*: a complete `main.tsx` that mounts itself into `#root`
 * (`createRoot(document.getElementById('root')!)`). Other `.tsx` files are fragments (type-checked only).
 */
export function isAppSample(code: string): boolean {
  return /\bcreateRoot\(\s*document\.getElementById\(\s*(['"])root\1\s*\)!?\s*\)/.test(code);
}

/** An app sample: its id (path below examples/playcanvas-react without `.tsx`) and its file. */
export interface ReactSample {
  id: string;
  file: string;
}

function tsxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every app sample under examples/playcanvas-react/, sorted by id. */
export function reactAppSamples(siteDir: string): ReactSample[] {
  const dir = path.join(siteDir, REACT_SAMPLES_DIR);
  return tsxFiles(dir)
    .filter((file) => isAppSample(readFileSync(file, 'utf8')))
    .map((file) => ({ id: path.relative(dir, file).split(path.sep).join('/').replace(/\.tsx$/, ''), file }));
}

/** The poster's file name (no extension) of a React sample: `react-guide-interactivity-clickable-box`. */
export function reactPosterName(id: string): string {
  return `react-${id.split('/').join('-')}`;
}

/** The `reactSample` ids the pages (both locales) show in a <LiveExample>, sorted, each once. */
export function reactSamplesOnPages(siteDir: string): string[] {
  const ids = new Set<string>();
  for (const folder of ['docs', 'i18n/ja/docusaurus-plugin-content-docs/current']) {
    const dir = path.join(siteDir, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(/<LiveExample\b[^>]*\breactSample=["']([^"']+)["']/g)) ids.add(match[1]!);
    }
  }
  return [...ids].sort();
}

/** The runner page of one React sample: a full-size `#root`, then the runtime, which imports the bundle. */
export function reactRunnerHtml(id: string, bundle: string): string {
  // The page sits at live/react/<id>/runner.html; the runtime at live/runtime.mjs.
  const up = '../'.repeat(id.split('/').length + 1);
  return `<!DOCTYPE html>
<html lang="en" data-slug="react/${id}" data-bundle="${up}${bundle}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${id}</title>
<style>
html, body { margin: 0; height: 100%; overflow: hidden; background: #1d2227; }
#root { width: 100%; height: 100%; }
#root canvas { display: block; touch-action: none; outline: none; }
</style>
<script type="module" src="${up}runtime.mjs"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

/** What the React samples add under `live/`, and the files the dev server should watch for them. */
export interface ReactLive {
  files: LiveFile[];
  /** The samples and the project modules they import (not node_modules). */
  watch: string[];
}

const cache = new Map<string, Promise<ReactLive>>();

/**
 * The React live files under `live/`: every app sample bundled with React, @playcanvas/react and
 * the engine (production build, minified, shared chunks, content-hashed names, Ammo from
 * `sync-ammo` in its own chunk that only `usePhysics` imports), plus one runner page per sample at
 * `react/<id>/runner.html`. Bundled from the same `.tsx` the page shows. Cached while the
 * samples' files stay the same (the dev server asks on every compilation).
 */
export function reactLiveFiles(siteDir: string): Promise<ReactLive> {
  const samples = reactAppSamples(siteDir);
  if (samples.length === 0) return Promise.resolve({ files: [], watch: [] });
  const key = samples.map(({ file }) => `${file}:${statSync(file).mtimeMs}`).join('\n');
  let files = cache.get(key);
  if (!files) {
    cache.clear();
    files = bundleReactSamples(siteDir, samples);
    cache.set(key, files);
    files.catch(() => cache.delete(key));
  }
  return files;
}

async function bundleReactSamples(siteDir: string, samples: readonly ReactSample[]): Promise<ReactLive> {
  const outdir = path.join(siteDir, '.live-react');
  const result = await build({
    entryPoints: samples.map(({ file }) => file),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    tsconfigRaw: '{}',
    define: { 'process.env.NODE_ENV': '"production"' },
    inject: [REACT_PROBE],
    minify: true,
    legalComments: 'eof',
    outdir,
    outbase: path.join(siteDir, REACT_SAMPLES_DIR),
    entryNames: 'react/[dir]/[name]-[hash]',
    chunkNames: 'react/chunks/[name]-[hash]',
    metafile: true,
    write: false,
    logLevel: 'silent',
    absWorkingDir: siteDir,
  });
  const files: LiveFile[] = result.outputFiles.map((file) => ({ name: path.relative(outdir, file.path).split(path.sep).join('/'), content: Buffer.from(file.contents) }));
  const outputs = result.metafile.outputs;
  for (const sample of samples) {
    const input = path.relative(siteDir, sample.file).split(path.sep).join('/');
    const output = Object.keys(outputs).find((name) => outputs[name]!.entryPoint === input);
    if (!output) throw new Error(`live-examples: esbuild made no entry for ${sample.file}`);
    const bundle = path.relative(outdir, path.resolve(siteDir, output)).split(path.sep).join('/');
    files.push({ name: `react/${sample.id}/runner.html`, content: Buffer.from(reactRunnerHtml(sample.id, bundle)) });
  }
  const watch = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules') && !input.includes(':'))
    .map((input) => path.resolve(siteDir, input));
  return { files, watch };
}
