/**
 * The rendered figures: every `figure-*.mjs` scene under examples/user-manual/, rendered by
 * `npm run figures` to static/img/figures/<name>.webp, and the record of what each image was
 * rendered from (src/components/RenderedFigure/figures.json: size, and a hash of the scene's
 * files and the engine version). The record is how a test tells a stale image from a fresh one
 * without a browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files';

export const FIGURE_SOURCE_DIR = 'examples/user-manual';
export const FIGURE_IMAGE_DIR = 'static/img/figures';
export const FIGURE_RECORD = 'src/components/RenderedFigure/figures.json';
/** The size every figure is rendered at: 16:9, sharp in a docs column of up to 960 CSS pixels. */
export const FIGURE_WIDTH = 960;
export const FIGURE_HEIGHT = 540;
const FIGURE_FILE = /^figure-.+\.mjs$/;

export interface FigureEntry {
  width: number;
  height: number;
  /** SHA-256 (first 16 hex digits) of the engine version and every file the scene reads. */
  source: string;
}

export interface FigureRecord {
  /** The `playcanvas` version the images were rendered with. */
  engine: string;
  figures: Record<string, FigureEntry>;
}

/** A figure's name: its path under examples/user-manual/ without `.mjs` (`graphics/cameras/figure-split-screen`). */
export function figureName(root: string, file: string): string {
  return path.relative(path.join(root, FIGURE_SOURCE_DIR), file).split(path.sep).join('/').replace(/\.mjs$/, '');
}

export function figureFile(root: string, name: string): string {
  return path.join(root, FIGURE_SOURCE_DIR, `${name}.mjs`);
}

export function figureImage(name: string): string {
  return `${FIGURE_IMAGE_DIR}/${name}.webp`;
}

/** The names of every figure scene, sorted. */
export function figureNames(root: string): string[] {
  return listFiles(path.join(root, FIGURE_SOURCE_DIR), FIGURE_FILE).map((file) => figureName(root, file));
}

export function engineVersion(root: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules/playcanvas/package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The files a scene reads, itself first: every relative path in a string literal that names an
 * existing file (its imports, and the shader files it loads with `new URL('./x.glsl', import.meta.url)`),
 * followed through the `.mjs` files it imports.
 */
export function figureInputs(file: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const [, relative] of readFileSync(current, 'utf8').matchAll(/['"`](\.\.?\/[^'"`\s]+)['"`]/g)) {
      const target = path.resolve(path.dirname(current), relative!);
      if (!existsSync(target)) continue;
      if (target.endsWith('.mjs')) visit(target);
      else seen.add(target);
    }
  };
  visit(file);
  return [...seen];
}

/** The hash a figure's image is recorded with: the engine version and the scene's files, by path. */
export function figureSourceHash(root: string, name: string, engine = engineVersion(root)): string {
  const hash = createHash('sha256').update(`playcanvas ${engine}\n`);
  const inputs = figureInputs(figureFile(root, name)).map((file) => path.relative(root, file).split(path.sep).join('/'));
  for (const input of inputs.sort()) hash.update(`${input}\n`).update(readFileSync(path.join(root, input))).update('\n');
  return hash.digest('hex').slice(0, 16);
}

export function readFigureRecord(root: string): FigureRecord {
  const file = path.join(root, FIGURE_RECORD);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FigureRecord) : { engine: '', figures: {} };
}

/**
 * What is out of date between the scenes, the images and the record: a scene with no image or
 * record entry, or whose files or engine changed since its image was rendered; an image or entry
 * whose scene is gone. Each problem names the figure.
 */
export function staleFigures(root: string): string[] {
  const record = readFigureRecord(root);
  const engine = engineVersion(root);
  const names = figureNames(root);
  const problems: string[] = [];
  for (const name of names) {
    const entry = record.figures[name];
    if (!existsSync(path.join(root, figureImage(name)))) problems.push(`${name}: no image (${figureImage(name)})`);
    if (!entry) problems.push(`${name}: not in ${FIGURE_RECORD}`);
    else if (entry.source !== figureSourceHash(root, name, engine)) {
      problems.push(`${name}: ${record.engine === engine ? 'the scene or a file it reads changed' : `rendered with playcanvas ${record.engine}, installed is ${engine}`} since its image was rendered`);
    }
  }
  const known = new Set(names);
  for (const name of Object.keys(record.figures)) if (!known.has(name)) problems.push(`${name}: in ${FIGURE_RECORD}, but ${FIGURE_SOURCE_DIR}/${name}.mjs does not exist`);
  for (const name of figureImageNames(root)) if (!known.has(name)) problems.push(`${name}: ${figureImage(name)} has no scene ${FIGURE_SOURCE_DIR}/${name}.mjs`);
  return problems;
}

/** The names of the images in static/img/figures/ (paths under it without `.webp`). */
export function figureImageNames(root: string): string[] {
  const dir = path.join(root, FIGURE_IMAGE_DIR);
  return listFiles(dir, /\.webp$/).map((file) => path.relative(dir, file).split(path.sep).join('/').replace(/\.webp$/, ''));
}
