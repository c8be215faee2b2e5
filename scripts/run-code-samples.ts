/**
 * Runs the code samples that claim behaviour, in a headless engine: every file under
 * examples/user-manual/ and every ```js run block of a page (both locales). Each runs in a fresh
 * started application with ammo.js loaded (the globals `app`, `entity` and `canvas`, as
 * scripts/code-samples/ambient.d.ts declares them), then the application advances 60 frames (or
 * `frames=N`: in a page block's meta, or in a comment line of a file). `Worker` is node:worker_threads'
 * (scripts/code-samples/worker.ts), so the engine's Gaussian splat sorter runs, and after each frame
 * the runner waits until every worker has answered what the frame posted. A sample fails on a thrown
 * error, a rejected promise, a `console.error`, a worker's error, or a `console.log(…); // → text`
 * line that printed anything but `text`.
 *
 * Usage: npx tsx scripts/run-code-samples.ts [page or .mjs file …]   (none: every page and example)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as pc from 'playcanvas';
import { extractCodeBlocks } from './lib/code-blocks';
import { listFiles } from '../lib/files';
import { allPages, blockFolder, type BlockFolder } from './lib/block-files';
import { createHeadlessApp, stepFrames } from './lib/headless-app';
import { callSiteLine, checkProofs, expectedLogs, fileFramesOf, formatLogArgs, runFramesOf } from './lib/sample-proofs';
import { installWorker, terminateWorkers, workersSettled } from './code-samples/worker';

const root = path.resolve(import.meta.dirname, '..');
const EXAMPLES = 'examples/user-manual';
/** A sample that has not finished its top-level code by then is reported as hanging. */
const TIMEOUT_MS = 15_000;

interface Sample {
  /** The file Node imports. */
  file: string;
  /** Where a reader sees it: the project-relative page or example file, and its first line there. */
  origin: string;
  firstLine: number;
  code: string;
  frames: number;
}

/** The samples of the given pages and `.mjs` files (anywhere), or of every page and example file. */
function collect(targets: readonly string[], folder: BlockFolder): Sample[] {
  const files = targets.length ? targets : [...allPages(root), ...listFiles(path.join(root, EXAMPLES), /\.mjs$/)];
  const samples: Sample[] = [];
  for (const file of files) {
    const origin = path.relative(root, file);
    if (/\.mjs$/.test(file)) {
      const code = readFileSync(file, 'utf8');
      samples.push({ file, origin, firstLine: 1, code, frames: fileFramesOf(code) });
      continue;
    }
    if (!/\.mdx?$/.test(file)) throw new Error(`${origin}: neither a page (.md, .mdx) nor a sample (.mjs)`);
    extractCodeBlocks(readFileSync(file, 'utf8')).forEach((block, index) => {
      const frames = runFramesOf(block);
      if (frames === null) return;
      const copy = folder.write(origin, index, block.code, '.mjs');
      samples.push({ file: copy, origin, firstLine: block.line, code: block.code, frames });
    });
  }
  return samples;
}

type Globals = { app?: pc.AppBase; entity?: pc.Entity; canvas?: HTMLCanvasElement };

/**
 * The engine as the samples see it. This script runs as CommonJS under tsx, where `playcanvas`
 * resolves to the package's CommonJS build; the samples are ES modules and get its ESM build, a
 * second copy whose `Entity` would not see an application made with the first.
 */
async function samplesEngine(folder: BlockFolder): Promise<typeof pc> {
  const shim = path.join(folder.dir, 'engine.mjs');
  writeFileSync(shim, "export * from 'playcanvas';\n");
  return import(pathToFileURL(shim).href) as Promise<typeof pc>;
}

/** Runs one sample; returns its problems as `origin:line message` lines. */
async function run(sample: Sample, engine: typeof pc): Promise<string[]> {
  const url = pathToFileURL(sample.file).href;
  const printed = new Map<number, string>();
  const errors: { line: number | null; message: string }[] = [];
  const app = await createHeadlessApp(engine);
  app.start();
  const entity = new engine.Entity('entity');
  app.root.addChild(entity);
  Object.assign(globalThis as Globals, { app, entity, canvas: app.graphicsDevice.canvas });

  const { log, error } = console;
  console.log = (...args: unknown[]) => {
    const line = callSiteLine(new Error().stack ?? '', url);
    if (line !== null && !printed.has(line)) printed.set(line, formatLogArgs(args));
  };
  console.error = (...args: unknown[]) => errors.push({ line: callSiteLine(new Error().stack ?? '', url), message: `console.error: ${formatLogArgs(args)}` });
  const failed = (reason: unknown) => {
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    errors.push({ line: reason instanceof Error ? callSiteLine(reason.stack ?? '', url) : null, message });
  };
  process.on('unhandledRejection', failed);
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish its top-level code within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    await Promise.race([import(url), timeout]).finally(() => clearTimeout(timer));
    for (let frame = 0; frame < sample.frames; frame += 1) {
      stepFrames(app, 1);
      // What the frame posted to a worker (a splat sort) is answered before the next frame
      await workersSettled();
    }
    // Lets promise callbacks and zero-delay timers the frames started run before the proofs are read.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } catch (reason) {
    failed(reason);
  } finally {
    process.off('unhandledRejection', failed);
    Object.assign(console, { log, error });
    try {
      app.destroy();
    } catch {
      // A sample may leave the application half torn down; the next sample gets a new one.
    }
    await terminateWorkers();
    for (const key of ['app', 'entity', 'canvas'] as const) delete (globalThis as Globals)[key];
  }
  const at = (line: number | null) => `${sample.origin}:${line === null ? sample.firstLine : sample.firstLine + line - 1}`;
  return [
    ...errors.map(({ line, message }) => `${at(line)} ${message}`),
    ...(errors.length ? [] : checkProofs(expectedLogs(sample.code), printed).map(({ line, message }) => `${at(line)} ${message}`)),
  ];
}

async function main(): Promise<void> {
  installWorker();
  const folder = blockFolder(root, 'code-run');
  const samples = collect(process.argv.slice(2).map((arg) => path.resolve(arg)), folder);
  const problems: string[] = [];
  let proofs = 0;
  const engine = await samplesEngine(folder);
  for (const sample of samples) {
    proofs += expectedLogs(sample.code).size;
    problems.push(...(await run(sample, engine)));
  }
  folder.remove();
  const files = samples.filter((sample) => sample.origin.endsWith('.mjs')).length;
  console.log(`[run-code-samples] ${samples.length} samples run headless (${samples.length - files} page blocks, ${files} files), ${proofs} printed values checked, ${problems.length} problems`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
