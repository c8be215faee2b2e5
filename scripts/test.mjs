// `npm test`: every check in order, stopping at the first failure.
// type-check → unit tests → content checks (i18n parity, code samples, textlint) → build → browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  // The two suites that read build/ run after the build, below.
  ['unit tests', 'npx', ['vitest', 'run', '--exclude', 'plugins/local-search/__tests__/relevance.test.ts', '--exclude', 'tests/unit/nginx-config.test.ts']],
  ['i18n parity', 'npx', ['tsx', 'scripts/check-i18n.ts']],
  ['content rules', 'npx', ['tsx', 'scripts/check-content.ts']],
  ['code samples', 'npx', ['tsx', 'scripts/check-code-samples.ts']],
  ['script attributes (Editor parser)', 'npx', ['tsx', 'scripts/check-attributes.ts']],
  ['property defaults (live components)', 'npx', ['tsx', 'scripts/check-defaults.ts']],
  ['textlint (ja)', 'npx', ['textlint', 'i18n/ja/docusaurus-plugin-content-docs/current']],
  ['textlint (ja UI strings and front matter)', 'npx', ['tsx', 'scripts/lint-ja-strings.ts']],
  ['build', 'npm', ['run', 'build']],
  // Relevance reads the search index the build just wrote.
  ['search relevance', 'npx', ['vitest', 'run', 'plugins/local-search/__tests__/relevance.test.ts']],
  // The host files the build wrote, served by a real nginx, must answer as scripts/serve.mjs does.
  ['host configs (nginx)', 'npx', ['vitest', 'run', 'tests/unit/nginx-config.test.ts']],
  ['fixture build', 'npx', ['docusaurus', 'build', 'tests/fixtures/behaviour-site']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((wanted) => name.startsWith(wanted))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
