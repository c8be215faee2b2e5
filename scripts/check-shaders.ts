/**
 * Compiles every GLSL and WGSL sample of examples/ with the engine, in one headless Chromium
 * page: GLSL on a WebGL 2 device, WGSL on a WebGPU device (Dawn on SwiftShader), each built into
 * a material and drawn the way its header comment says it is used (scripts/lib/shader-samples.ts).
 * The samples are the .glsl and .wgsl files, and every export of a tutorial's `*-shaders.mjs`
 * module (live examples ship only .mjs files), whose header is the `//` lines above the export
 * (scripts/lib/shader-modules.ts); such a module is parsed, not run, and an export in it that is
 * not a shader string with a valid header, or that interpolates `${}`, is a problem.
 * A sample fails when the engine reports its shader failed (the driver's compile or link log, the
 * browser's WGSL compiler messages, an engine error), naming the sample's file and its own line
 * where the failing line is the sample's; or when none of its statements reached a compiled
 * shader (the way it was used never compiled it, so the check proved nothing).
 *
 * Problems name the file and its line (a module's own line, not the string's).
 *
 * Usage: npx tsx scripts/check-shaders.ts [file.glsl|file.wgsl|x-shaders.mjs …]   (none: every sample under examples/)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files';
import { CHROMIUM_WEBGPU_ARGS, ENGINE_URL, engineFile, launchChromium, serveFiles } from './lib/headless-chromium';
import { SHADER_MODULE, shaderModuleSamples } from './lib/shader-modules';
import { parseShaderSample, shaderUnits, unitProblems, type ShaderSample, type UnitResult } from './lib/shader-samples';
import { runMain } from './lib/run-main';

const root = path.resolve(import.meta.dirname, '..');

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>shader check</title>
<script type="importmap">${JSON.stringify({ imports: { playcanvas: ENGINE_URL } })}</script>
<script type="module" src="/scripts/shader-check/runtime.mjs"></script>
</head>
<body></body>
</html>
`;

function lookup(pathname: string): Buffer | string | undefined {
  if (pathname === '/check.html') return PAGE;
  const engine = engineFile(root, pathname);
  if (engine) return engine;
  if (pathname === '/scripts/shader-check/runtime.mjs' || pathname === '/scripts/lib/step-frames.mjs') return readFileSync(path.join(root, pathname));
  return undefined;
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const files = args.length ? args.map((arg) => path.resolve(arg)) : listFiles(path.join(root, 'examples'), /\.(glsl|wgsl)$|-shaders\.mjs$/);
  const problems: string[] = [];
  const samples: ShaderSample[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    if (SHADER_MODULE.test(file)) {
      const extracted = shaderModuleSamples(relative, readFileSync(file, 'utf8'));
      samples.push(...extracted.samples);
      problems.push(...extracted.problems);
      continue;
    }
    try {
      samples.push(parseShaderSample(relative, readFileSync(file, 'utf8')));
    } catch (error) {
      problems.push(`${relative}:1 ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const grouped = shaderUnits(samples);
  problems.push(...grouped.problems);
  const { units } = grouped;

  const { server, origin } = await serveFiles(lookup);
  const browser = await launchChromium(CHROMIUM_WEBGPU_ARGS);
  let results: UnitResult[] = [];
  let engineChunks: string[] = [];
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${origin}/check.html`);
    await page.waitForFunction(() => 'checkShaders' in window);
    ({ results, engineChunks } = await page.evaluate(
      (list) => (window as unknown as { checkShaders: (units: unknown) => Promise<{ results: UnitResult[]; engineChunks: string[] }> }).checkShaders(list),
      units,
    ));
    problems.push(...pageErrors.map((message) => `check page: ${message}`));
  } finally {
    await browser.close();
    server.close();
  }
  for (const unit of units) {
    const result = results.find((candidate) => candidate.id === unit.id);
    problems.push(...(result ? unitProblems(unit, result, engineChunks) : [`${unit.samples[0]!.file}: not checked`]));
  }

  const glsl = samples.filter((sample) => sample.language === 'glsl').length;
  const strings = samples.filter((sample) => sample.origin);
  const modules = new Set(strings.map((sample) => sample.file)).size;
  console.log(
    `[check-shaders] ${samples.length - strings.length} shader files${modules ? ` and ${strings.length} shader strings of ${modules} *-shaders.mjs modules` : ''} ` +
      `(${glsl} GLSL on WebGL 2, ${samples.length - glsl} WGSL on WebGPU) in ${units.length} materials and compute shaders, ` +
      `${problems.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  return problems.length ? 1 : 0;
}

runMain('check-shaders', main);
