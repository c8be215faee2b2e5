// `npm test`: every check in order, stopping at the first failure.
// type-check → import boundaries → unit tests → content checks (i18n parity, code samples, textlint)
// → build → browser tests.
//
// `node scripts/test.mjs build browser` runs only the steps whose names start with those words.
// `--runtime=react` builds the site with react-dom instead of Preact (PERF_RUNTIME=react) into
// build-react/, runs the browser tests on it, and, in the step `parity of runtimes`, compares the DOM
// after hydration with the Preact build in build/ on every page type and locale (CI runs
// `node scripts/test.mjs --runtime=react build fixture browser parity` after `npm test`).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const runtime = args.find((arg) => arg.startsWith('--runtime='))?.slice('--runtime='.length) ?? 'preact';
if (runtime !== 'preact' && runtime !== 'react') throw new Error(`--runtime must be preact or react, not ${runtime}`);
const only = args.filter((arg) => !arg.startsWith('--'));
const react = runtime === 'react';
/** Where the site is built: the shipped runtime's build/, or build-react/. */
const buildDir = react ? 'build-react' : 'build';
/** What every step runs with: the runtime, and the build the browser tests serve. */
const env = { ...process.env, PERF_RUNTIME: runtime, E2E_BUILD_DIR: buildDir };

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, when?: boolean }} Step */
/** @type {Step[]} */
const steps = [
  { name: 'type-check', command: 'npx', args: ['tsc', '--noEmit'] },
  // Each layer imports only the layers below it (.dependency-cruiser.cjs).
  { name: 'import boundaries', command: 'npx', args: ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src', 'plugins', 'scripts', 'tests', 'lib', 'docusaurus.config.ts', 'sidebars.ts'] },
  // The two suites that read build/ run after the build, below.
  { name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--exclude', 'plugins/local-search/__tests__/relevance.test.ts', '--exclude', 'tests/unit/nginx-config.test.ts'] },
  { name: 'i18n parity', command: 'npx', args: ['tsx', 'scripts/check-i18n.ts'] },
  { name: 'content rules', command: 'npx', args: ['tsx', 'scripts/check-content.ts'] },
  // <pc-…> tags, ```html attributes and tag-page attribute tables against src/data/web-components.json
  // (extracted from the library's source by scripts/extract-web-components.ts).
  { name: 'web components tags', command: 'npx', args: ['tsx', 'scripts/check-web-components.ts'] },
  // Links to api.playcanvas.com/engine/ against the playcanvas package's d.ts (README: Engine API links).
  { name: 'api links (engine d.ts)', command: 'npx', args: ['tsx', 'scripts/check-api-links.ts'] },
  { name: 'code samples', command: 'npx', args: ['tsx', 'scripts/check-code-samples.ts'] },
  // The REST API pages' request and response examples against static/api/playcanvas-rest-api.openapi.json.
  { name: 'api examples (OpenAPI)', command: 'npx', args: ['tsx', 'scripts/check-api-examples.ts'] },
  { name: 'code samples (run headless)', command: 'npx', args: ['tsx', 'scripts/run-code-samples.ts'] },
  // GLSL on WebGL 2 and WGSL on WebGPU, in one headless Chromium page (README: Rendered figures and shader samples).
  { name: 'shader samples (compiled in Chromium)', command: 'npx', args: ['tsx', 'scripts/check-shaders.ts'] },
  // The pages' ```bash splat-transform``` blocks and the formats' round trips, on the project's own
  // splat (examples/splat-app/generate-scene.mjs) built at every run (README: Gaussian splats).
  { name: 'splat commands (splat-transform)', command: 'npx', args: ['tsx', 'scripts/check-splat-commands.ts'] },
  { name: 'gsplat sample (rendered in Chromium)', command: 'npx', args: ['tsx', 'scripts/check-splat-sample.ts'] },
  // Every examples/pcui sample bundled with esbuild and run in one headless Chromium (README: PCUI samples).
  { name: 'pcui samples (rendered in Chromium)', command: 'npx', args: ['tsx', 'scripts/check-pcui-samples.ts'] },
  // Every examples/playcanvas-react app sample (and the check's fixtures) rendered in headless Chromium, pixels checked (README: PlayCanvas React samples).
  { name: 'react samples (rendered in Chromium)', command: 'npx', args: ['tsx', 'scripts/check-react-samples.ts'] },
  { name: 'script attributes (Editor parser)', command: 'npx', args: ['tsx', 'scripts/check-attributes.ts'] },
  { name: 'property defaults (live components)', command: 'npx', args: ['tsx', 'scripts/check-defaults.ts'] },
  { name: 'textlint (ja)', command: 'npx', args: ['textlint', 'i18n/ja/docusaurus-plugin-content-docs/current'] },
  { name: 'textlint (ja UI strings and front matter)', command: 'npx', args: ['tsx', 'scripts/lint-ja-strings.ts'] },
  { name: 'build', command: 'npx', args: ['docusaurus', 'build', '--out-dir', buildDir] },
  { name: 'build (host files)', command: 'npx', args: ['tsx', 'scripts/write-host-config.ts'], env: { BUILD_DIR: buildDir } },
  // Relevance reads the search index the build just wrote (the same with either runtime).
  { name: 'search relevance', command: 'npx', args: ['vitest', 'run', 'plugins/local-search/__tests__/relevance.test.ts'], when: !react },
  // The host files the build wrote, served by a real nginx, must answer as scripts/serve.mjs does.
  { name: 'host configs (nginx)', command: 'npx', args: ['vitest', 'run', 'tests/unit/nginx-config.test.ts'], when: !react },
  { name: 'fixture build', command: 'npx', args: ['docusaurus', 'build', 'tests/fixtures/behaviour-site'] },
  { name: 'browser tests', command: 'npx', args: ['playwright', 'test'] },
  // Needs the Preact build in build/ as well: `npm test` first.
  { name: 'parity of runtimes', command: 'npx', args: ['playwright', 'test'], env: { E2E_PARITY: '1' }, when: react },
];

for (const step of steps) {
  if (step.when === false) continue;
  if (only.length > 0 && !only.some((wanted) => step.name.startsWith(wanted))) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}${react ? ' (React)' : ''}: ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
