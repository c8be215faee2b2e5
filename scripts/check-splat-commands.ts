/**
 * Runs the SplatTransform commands the pages give, and proves the formats' round trips, with the
 * installed `@playcanvas/splat-transform` on the project's own splat.
 *
 * - The splat: examples/splat-app/generate-scene.mjs (a SplatTransform generator: 4,096 Gaussians
 *   on a sphere shell) built into scene.ply, then scene.compressed.ply, scene.sog and scene.spz,
 *   once per generator and tool version (scripts/lib/splat-scene.ts, shared with the sample check).
 * - Commands: every ```bash splat-transform``` block of both locales (scripts/lib/splat-commands.ts)
 *   runs its commands in page order in a fresh folder holding those four files (and the generator
 *   as generate-scene.mjs); blocks with the very same commands (a page and its translation) run
 *   once. A non-zero exit fails it, naming page and line with the end of the tool's output. ```bash no-run="reason"``` blocks are skipped; shell blocks with a command but
 *   neither mark are listed (failures with --strict).
 * - Without a GPU adapter (CI, this machine), every command runs with `-g cpu` in front unless it
 *   picks a device itself: SOG compression and decimation otherwise crash there.
 * - Round trips: each of compressed.ply, sog and spz is read back to PLY, and converted to each of
 *   the other two and back to PLY; each result must hold the same Gaussians as scene.ply (matched
 *   by position) within the tolerances below, measured on this splat.
 *
 * Usage: npx tsx scripts/check-splat-commands.ts [--strict] [page.md …]   (none: every page)
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { allPages } from './lib/block-files';
import { splatBlocksOf, type SplatCommand } from './lib/splat-commands';
import {
  compareSplats, outputTail, projectScene, readPly, runSplatTransform, SCENE_FILES, withDevice, type SceneFile, type SplatDifference,
} from './lib/splat-scene';
import { runMain } from './lib/run-main';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Largest difference each lossy format may add to the splat, about twice what SplatTransform
 * 3.7.0 gave on it (measured: compressed.ply 0.00074 position, 0.0016 colour, 0.002 opacity,
 * 0.0002 log-scale, 0.18°, 0.016 SH; sog 0.00004, 0.0018, 0.0039, 0.0013, 1.5°, 0.0005;
 * spz 0.0002, 0.0037, 0.002, 0.031, 0.17°, 0.035). A chain of formats may add each one's.
 */
const TOLERANCE: Record<Exclude<SceneFile, 'scene.ply'>, SplatDifference> = {
  'scene.compressed.ply': { position: 0.0015, color: 0.004, opacity: 0.004, scale: 0.001, rotation: 0.5, sh: 0.03 },
  'scene.sog': { position: 0.0002, color: 0.004, opacity: 0.008, scale: 0.003, rotation: 3, sh: 0.002 },
  'scene.spz': { position: 0.0005, color: 0.008, opacity: 0.004, scale: 0.06, rotation: 0.5, sh: 0.07 },
};
const LOSSY = Object.keys(TOLERANCE) as (keyof typeof TOLERANCE)[];
/** How many splat-transform processes run at once (the machine has two cores). */
const PARALLEL = 2;

/** Runs `tasks` at most `limit` at a time; results in the tasks' order. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

interface Block {
  file: string;
  line: number;
  commands: SplatCommand[];
}

/** What a writer can do about a failure the tool's message alone does not explain. */
function hint(output: string): string {
  if (/requires a createDevice|No GPU adapters/.test(output)) return '. It needs a GPU, which the test machines lack: give it a block of its own, ```bash no-run="needs a GPU (…)"';
  if (/ENOENT/.test(output)) return `. The folder holds ${SCENE_FILES.join(', ')}, generate-scene.mjs and what the block's earlier commands wrote`;
  return '';
}

/** Runs one block's commands in order in a fresh copy of the scene; stops at the first failure. */
async function runBlock(block: Block, dir: string, sceneDir: string, cpu: boolean, timings: { where: string; ms: number }[]): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  for (const file of [...SCENE_FILES, 'generate-scene.mjs']) copyFileSync(path.join(sceneDir, file), path.join(dir, file));
  for (const command of block.commands) {
    const run = await runSplatTransform(root, withDevice(command.args, cpu), dir);
    timings.push({ where: `${block.file}:${command.line}`, ms: run.ms });
    if (run.status !== 0) {
      const rest = block.commands.length - block.commands.indexOf(command) - 1;
      const tail = outputTail(run.output.replace(/^\s+at .*\n/gm, ''));
      return [
        `${block.file}:${command.line}: \`${command.text}\` exited with ${run.status ?? 'a timeout'}${cpu ? ' (run with -g cpu: no GPU adapter here)' : ''}` +
          `${rest ? `; the block's ${rest} later command(s) not run` : ''}${hint(run.output)}\n${tail.replace(/^/gm, '    ')}`,
      ];
    }
  }
  return [];
}

/** Converts `from` to `to` in `dir` (unless `to` is PLY), then to PLY, and compares with scene.ply. */
async function roundTrip(dir: string, from: SceneFile, to: SceneFile, reference: ReturnType<typeof readPly>, cpu: boolean): Promise<string[]> {
  const name = `${from}→${to}`;
  const stem = `rt-${from.slice('scene.'.length).replace('.', '-')}`;
  const steps: [string, string][] = to === 'scene.ply' ? [[from, `${stem}.ply`]] : [[from, `${stem}-to.${to.slice('scene.'.length)}`]];
  if (to !== 'scene.ply') steps.push([steps[0]![1], `${stem}-to-${to.slice('scene.'.length).replace('.', '-')}.ply`]);
  for (const [input, output] of steps) {
    const args = ['-q', '-w', input, output];
    const run = await runSplatTransform(root, withDevice(args, cpu), dir);
    if (run.status !== 0) return [`round trip ${name}: splat-transform ${args.join(' ')} exited with ${run.status}\n${outputTail(run.output)}`];
  }
  const chain = [from, to].filter((file): file is keyof typeof TOLERANCE => file !== 'scene.ply');
  const allowed = (key: keyof SplatDifference) => chain.reduce((sum, file) => sum + TOLERANCE[file][key], 0);
  try {
    const difference = compareSplats(reference, readPly(readFileSync(path.join(dir, steps.at(-1)![1]))));
    return (Object.keys(difference) as (keyof SplatDifference)[])
      .filter((key) => difference[key] > allowed(key))
      .map((key) => `round trip ${name}: ${key} differs by up to ${difference[key].toPrecision(3)}, more than the ${allowed(key).toPrecision(3)} allowed`);
  } catch (error) {
    return [`round trip ${name}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const pages = files.length ? files.map((file) => path.resolve(file)) : allPages(root);

  const problems: string[] = [];
  const notes: string[] = [];
  const blocks: Block[] = [];
  let skipped = 0;
  for (const page of pages) {
    const file = path.relative(root, page);
    const found = splatBlocksOf(readFileSync(page, 'utf8'));
    blocks.push(...found.run.map((block) => ({ file, ...block })));
    skipped += found.skipped.length;
    problems.push(...found.problems.map(({ line, message }) => `${file}:${line}: ${message}`));
    for (const { line } of found.unmarked) {
      const message = `${file}:${line}: a shell block with a splat-transform command is neither run nor marked: \`\`\`bash splat-transform, or \`\`\`bash no-run="reason"`;
      (strict ? problems : notes).push(message);
    }
  }

  const scratch = path.join(root, 'node_modules/.cache/splat-commands', String(process.pid));
  rmSync(scratch, { recursive: true, force: true });
  let cpu = false;
  let roundTrips = 0;
  let distinct = 0;
  try {
    const scene = await projectScene(root);
    const sceneDir = scene.dir;
    cpu = scene.cpu;
    const sceneSeconds = scene.seconds;

    // A block whose commands are word for word those of another (the Japanese page's copy of the
    // English one) runs once: the same commands on the same files give the same result. Words as
    // run: with -g cpu added, `x.ply y.sog` and `-g cpu x.ply y.sog` are the same command.
    const groups = new Map<string, Block[]>();
    for (const block of blocks) {
      const key = JSON.stringify(block.commands.map((command) => withDevice(command.args, cpu)));
      groups.set(key, [...(groups.get(key) ?? []), block]);
    }
    distinct = groups.size;
    const timings: { where: string; ms: number }[] = [];
    const commandsStarted = performance.now();
    const blockProblems = await pooled(
      [...groups.values()].map((group, index) => async () => {
        const found = await runBlock(group[0]!, path.join(scratch, `block-${index}`), sceneDir, cpu, timings);
        const others = group.slice(1).map((block) => `${block.file}:${block.line}`);
        return found.length && others.length ? [...found, `    the same commands are at ${others.join(', ')}`] : found;
      }),
      PARALLEL,
    );
    problems.push(...blockProblems.flat());
    const commandSeconds = (performance.now() - commandsStarted) / 1000;

    const tripsStarted = performance.now();
    // The round trips write their files beside copies of the scene, never into the shared one.
    const tripsDir = path.join(scratch, 'round-trips');
    mkdirSync(tripsDir, { recursive: true });
    for (const file of SCENE_FILES) copyFileSync(path.join(sceneDir, file), path.join(tripsDir, file));
    const reference = readPly(readFileSync(path.join(sceneDir, 'scene.ply')));
    const trips: [SceneFile, SceneFile][] = LOSSY.flatMap((from) => (['scene.ply', ...LOSSY] as SceneFile[]).filter((to) => to !== from).map((to): [SceneFile, SceneFile] => [from, to]));
    const tripProblems = await pooled(trips.map(([from, to]) => () => roundTrip(tripsDir, from, to, reference, cpu)), PARALLEL);
    problems.push(...tripProblems.flat());
    roundTrips = trips.length;
    const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 3).map(({ where, ms }) => `${where} ${(ms / 1000).toFixed(1)} s`);
    notes.push(
      `scene ${sceneSeconds ? `built in ${sceneSeconds.toFixed(1)} s` : 'built by an earlier step'}, commands ${commandSeconds.toFixed(1)} s${slowest.length ? ` (slowest: ${slowest.join(', ')})` : ''}, ` +
        `round trips ${((performance.now() - tripsStarted) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  for (const note of notes) console.log(`  ${note}`);
  for (const problem of problems) console.error(`  ${problem}`);
  const commands = blocks.reduce((sum, block) => sum + block.commands.length, 0);
  console.log(
    `[splat commands] ${commands} commands from ${blocks.length} blocks (${distinct} different, each run once; ${skipped} blocks no-run), ${roundTrips} round trips between ply, compressed.ply, sog and spz` +
      `${cpu ? ', -g cpu put in front where a command picks no device (no GPU adapter)' : ''}, ${problems.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return problems.length ? 1 : 0;
}

runMain('check-splat-commands', main);
