/**
 * The project's own test splat and the SplatTransform CLI that makes it, for the splat checks
 * (scripts/check-splat-commands.ts, scripts/check-splat-sample.ts): running the installed CLI,
 * building the scene in every format it reads and writes, reading a binary PLY and comparing two
 * splats Gaussian by Gaussian.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The generator (a SplatTransform `.mjs` input) the scene is made from. */
export const GENERATOR = 'examples/splat-app/generate-scene.mjs';
/** The scene in every format SplatTransform both reads and writes; pages' commands use these names. */
export const SCENE_FILES = ['scene.ply', 'scene.compressed.ply', 'scene.sog', 'scene.spz'] as const;
export type SceneFile = (typeof SCENE_FILES)[number];

/** The installed CLI (package.json `bin`), run with this Node rather than through npx. */
export const cliPath = (root: string): string => path.join(root, 'node_modules/@playcanvas/splat-transform/bin/cli.mjs');

export interface CliRun {
  status: number | null;
  /** stdout and stderr interleaved as they came. */
  output: string;
  ms: number;
}

/** Runs `splat-transform <args>` in `cwd`; never rejects (a timeout kills it and gives status null). */
export function runSplatTransform(root: string, args: readonly string[], cwd: string, timeoutMs = 120_000): Promise<CliRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath(root), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeoutMs / 1000} s)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output, ms: performance.now() - started });
    });
  });
}

/** The last `count` lines of a run's output, without the blank ones. */
export const outputTail = (output: string, count = 12): string => output.split('\n').filter((line) => line.trim()).slice(-count).join('\n');

/**
 * Whether WebGPU (Dawn, the `webgpu` package) finds an adapter. Without one, everything that
 * compresses SOG (.sog, meta.json, lod-meta.json, .html) or decimates crashes unless run with
 * `-g cpu`; voxel output, .webp images, --filter-floaters and --filter-cluster need a GPU.
 */
async function hasGpu(root: string, cwd: string): Promise<boolean> {
  const run = await runSplatTransform(root, ['--list-gpus'], cwd, 60_000);
  // Each adapter is listed as `[index] name`; none, or a failed enumeration, lists nothing.
  return run.status === 0 && /^\[\d+\] /m.test(run.output);
}

/** Arguments as given, or on a machine without a GPU (`cpu`) with `-g cpu` in front unless they choose a device themselves. */
export const withDevice = (args: readonly string[], cpu: boolean): string[] =>
  !cpu || args.some((arg) => arg === '-g' || arg === '--gpu' || arg.startsWith('--gpu=')) ? [...args] : ['-g', 'cpu', ...args];

/**
 * Writes the scene into `dir` as every file of {@link SCENE_FILES}, plus the generator as
 * `generate-scene.mjs`: the generator makes scene.ply, which is converted to the others.
 * `cpu`: compress SOG on the CPU (no GPU adapter). Throws naming the command that failed.
 */
async function buildScene(root: string, dir: string, cpu: boolean): Promise<void> {
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(root, GENERATOR), path.join(dir, 'generate-scene.mjs'));
  const run = async (args: string[]) => {
    const result = await runSplatTransform(root, withDevice(args, cpu), dir);
    if (result.status !== 0) throw new Error(`splat-transform ${args.join(' ')} failed (${result.status}):\n${outputTail(result.output)}`);
  };
  await run(['-q', '-w', 'generate-scene.mjs', 'scene.ply']);
  await Promise.all(SCENE_FILES.filter((file) => file !== 'scene.ply').map((file) => run(['-q', '-w', 'scene.ply', file])));
}

export interface Scene {
  /** The folder holding {@link SCENE_FILES} and generate-scene.mjs: read it, never write into it. */
  dir: string;
  /** No GPU adapter here: commands run with `-g cpu` (see {@link withDevice}). */
  cpu: boolean;
  /** Time spent building it in this process (0 when an earlier step of the run had built it). */
  seconds: number;
}

/**
 * The scene for this machine, built once per generator, SplatTransform version and device: the
 * splat checks run one after the other in `npm test` and would otherwise each build the same
 * files. Kept under node_modules/.cache/splat-scene/<key>/; a build goes to a temporary folder
 * renamed into place, so a check never reads a half-written scene.
 */
export async function projectScene(root: string): Promise<Scene> {
  const started = performance.now();
  const scratch = path.join(root, 'node_modules/.cache/splat-scene', `probe-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  let cpu: boolean;
  try {
    cpu = !(await hasGpu(root, scratch));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const tool = (JSON.parse(readFileSync(path.join(root, 'node_modules/@playcanvas/splat-transform/package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256').update(readFileSync(path.join(root, GENERATOR))).update(`${tool} ${cpu ? 'cpu' : 'gpu'}`).digest('hex').slice(0, 16);
  const dir = path.join(root, 'node_modules/.cache/splat-scene', key);
  if (existsSync(dir)) return { dir, cpu, seconds: 0 };
  const building = `${dir}.tmp-${process.pid}`;
  try {
    await buildScene(root, building, cpu);
    if (!existsSync(dir)) renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return { dir, cpu, seconds: (performance.now() - started) / 1000 };
}

/** A splat as columns of floats, by PLY property name. */
export interface Splat {
  count: number;
  columns: Map<string, Float32Array>;
}

const PLY_TYPES: Record<string, { size: number; read: (view: DataView, offset: number) => number }> = {
  float: { size: 4, read: (view, offset) => view.getFloat32(offset, true) },
  float32: { size: 4, read: (view, offset) => view.getFloat32(offset, true) },
  double: { size: 8, read: (view, offset) => view.getFloat64(offset, true) },
  uchar: { size: 1, read: (view, offset) => view.getUint8(offset) },
  uint8: { size: 1, read: (view, offset) => view.getUint8(offset) },
  int: { size: 4, read: (view, offset) => view.getInt32(offset, true) },
  uint: { size: 4, read: (view, offset) => view.getUint32(offset, true) },
};

/**
 * Reads a binary little-endian PLY whose only element is `vertex` (what SplatTransform writes
 * for `.ply`). Written here rather than taken from the tool so the tool is not checked by itself.
 */
export function readPly(bytes: Uint8Array): Splat {
  const headerEnd = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('end_header\n');
  if (headerEnd < 0) throw new Error('not a PLY: no end_header');
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, headerEnd).toString('latin1').split('\n');
  if (header[0] !== 'ply' || !header.includes('format binary_little_endian 1.0')) throw new Error('not a binary little-endian PLY');
  const elements = header.filter((line) => line.startsWith('element '));
  if (elements.length !== 1 || !elements[0]!.startsWith('element vertex ')) throw new Error(`expected one vertex element, found: ${elements.join(', ')}`);
  const count = Number(elements[0]!.split(' ')[2]);
  const properties = header.filter((line) => line.startsWith('property ')).map((line) => {
    const [, type = '', name = ''] = line.split(' ');
    const format = PLY_TYPES[type];
    if (!format) throw new Error(`unsupported PLY property type ${type}`);
    return { name, ...format };
  });
  const stride = properties.reduce((sum, property) => sum + property.size, 0);
  const start = headerEnd + 'end_header\n'.length;
  if (bytes.byteLength - start !== stride * count) throw new Error(`PLY body is ${bytes.byteLength - start} bytes, expected ${stride * count}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, stride * count);
  const columns = new Map<string, Float32Array>();
  let offset = 0;
  for (const property of properties) {
    const column = new Float32Array(count);
    for (let i = 0; i < count; i++) column[i] = property.read(view, i * stride + offset);
    columns.set(property.name, column);
    offset += property.size;
  }
  return { count, columns };
}

/** Largest difference between two splats, over matched Gaussians. */
export interface SplatDifference {
  /** Distance between centres (world units). */
  position: number;
  /** Base colour, 0–1 per channel (0.5 + SH_C0 · f_dc). */
  color: number;
  /** Opacity, 0–1 (the logistic function of the stored value). */
  opacity: number;
  /** |Δ ln(scale)| per axis: 0.01 is about a 1 % size difference. */
  scale: number;
  /** Angle between the orientations, degrees. */
  rotation: number;
  /** Spherical-harmonic coefficients (f_rest_*), absolute; 0 when neither has any. */
  sh: number;
}

const SH_C0 = 0.28209479177387814;
const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

function column(splat: Splat, name: string): Float32Array {
  const values = splat.columns.get(name);
  if (!values) throw new Error(`no column ${name}`);
  return values;
}

/**
 * Matches every Gaussian of `candidate` to the nearest of `reference` by centre (formats reorder
 * them: SOG and compressed PLY sort by Morton code) and returns the largest differences. Throws
 * when the counts, the SH columns or the one-to-one match differ.
 */
export function compareSplats(reference: Splat, candidate: Splat): SplatDifference {
  if (reference.count !== candidate.count) throw new Error(`${candidate.count} Gaussians, expected ${reference.count}`);
  const sh = [...reference.columns.keys()].filter((name) => name.startsWith('f_rest_'));
  const candidateSh = [...candidate.columns.keys()].filter((name) => name.startsWith('f_rest_'));
  if (sh.length !== candidateSh.length) throw new Error(`${candidateSh.length} SH coefficients per Gaussian, expected ${sh.length}`);

  const [rx, ry, rz] = ['x', 'y', 'z'].map((name) => column(reference, name)) as [Float32Array, Float32Array, Float32Array];
  const [cx, cy, cz] = ['x', 'y', 'z'].map((name) => column(candidate, name)) as [Float32Array, Float32Array, Float32Array];
  // A grid of cells about one Gaussian apart: the nearest centre is in the 27 cells around a point.
  let min = Infinity;
  let max = -Infinity;
  for (const values of [rx, ry, rz]) for (const value of values) [min, max] = [Math.min(min, value), Math.max(max, value)];
  const cell = Math.max((max - min) / Math.cbrt(reference.count), 1e-6);
  const key = (x: number, y: number, z: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)},${Math.floor(z / cell)}`;
  const grid = new Map<string, number[]>();
  for (let i = 0; i < reference.count; i++) {
    const k = key(rx[i]!, ry[i]!, rz[i]!);
    grid.set(k, [...(grid.get(k) ?? []), i]);
  }

  const used = new Uint8Array(reference.count);
  const worst: SplatDifference = { position: 0, color: 0, opacity: 0, scale: 0, rotation: 0, sh: 0 };
  for (let j = 0; j < candidate.count; j++) {
    const [x, y, z] = [cx[j]!, cy[j]!, cz[j]!];
    let best = -1;
    let bestDistance = Infinity;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          for (const i of grid.get(key(x + dx * cell, y + dy * cell, z + dz * cell)) ?? []) {
            const distance = Math.hypot(rx[i]! - x, ry[i]! - y, rz[i]! - z);
            if (distance < bestDistance) [best, bestDistance] = [i, distance];
          }
        }
      }
    }
    if (best < 0) throw new Error(`Gaussian ${j} at (${x}, ${y}, ${z}) has no counterpart within ${cell.toFixed(3)}`);
    if (used[best]) throw new Error(`two Gaussians match Gaussian ${best} of the reference: the match is not one to one`);
    used[best] = 1;
    worst.position = Math.max(worst.position, bestDistance);
    for (const name of ['f_dc_0', 'f_dc_1', 'f_dc_2']) {
      const difference = Math.abs(SH_C0 * (column(reference, name)[best]! - column(candidate, name)[j]!));
      worst.color = Math.max(worst.color, difference);
    }
    worst.opacity = Math.max(worst.opacity, Math.abs(sigmoid(column(reference, 'opacity')[best]!) - sigmoid(column(candidate, 'opacity')[j]!)));
    for (const name of ['scale_0', 'scale_1', 'scale_2']) {
      worst.scale = Math.max(worst.scale, Math.abs(column(reference, name)[best]! - column(candidate, name)[j]!));
    }
    const q = (splat: Splat, i: number) => {
      const values = ['rot_0', 'rot_1', 'rot_2', 'rot_3'].map((name) => column(splat, name)[i]!);
      const length = Math.hypot(...values);
      return values.map((value) => value / length);
    };
    const a = q(reference, best);
    const b = q(candidate, j);
    const dot = Math.min(1, Math.abs(a.reduce((sum, value, k) => sum + value * b[k]!, 0)));
    worst.rotation = Math.max(worst.rotation, (2 * Math.acos(dot) * 180) / Math.PI);
    for (const name of sh) worst.sh = Math.max(worst.sh, Math.abs(column(reference, name)[best]! - column(candidate, name)[j]!));
  }
  return worst;
}
