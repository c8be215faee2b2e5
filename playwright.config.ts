import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A port nothing listens on now, asked of the system (port 0). Found once, in the runner: the
 * workers load this file again and must see the same ports, so the answer goes into the environment
 * they inherit. (A synchronous child process, because the config must be ready when it loads.)
 */
function freePort(variable: string, taken?: number): number {
  const given = process.env[variable];
  if (given) return Number(given);
  const script = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  let port = taken;
  while (port === taken) port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  process.env[variable] = String(port);
  return port as number;
}

/** The production build the browser tests serve: build/ (Preact, shipped), or build-react/ for the React pass (scripts/test.mjs). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/**
 * E2E_PARITY=1: only the runtime parity tests (tests/e2e/parity), which serve the Preact build in
 * build/ and the React build in build-react/ side by side.
 */
const PARITY = process.env.E2E_PARITY === '1';
/** Port of the production build served for the browser tests (with PARITY: the Preact build): E2E_PORT, or a free one. */
const SITE_PORT = freePort('E2E_PORT');
/** Port of the behaviour fixture site (with PARITY: the React build), built by `npm test`: E2E_FIXTURE_PORT, or a free one. */
const FIXTURE_PORT = freePort('E2E_FIXTURE_PORT', SITE_PORT);
/** Debian's Chromium; Playwright's own browser downloads do not work on this network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const serve = (port: number, buildDir: string) => ({
  command: 'node scripts/serve.mjs',
  env: { PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
  url: `http://127.0.0.1:${port}/ja/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig<{ reactBaseURL?: string }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: PARITY
    ? [{ name: 'parity', testMatch: /parity\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, reactBaseURL: `http://127.0.0.1:${FIXTURE_PORT}` } }]
    : [
        { name: 'site', testIgnore: /(fixture|parity)\//, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
        { name: 'fixture', testMatch: /fixture\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${FIXTURE_PORT}` } },
      ],
  webServer: PARITY
    ? [serve(SITE_PORT, 'build'), serve(FIXTURE_PORT, 'build-react')]
    : [serve(SITE_PORT, BUILD_DIR), serve(FIXTURE_PORT, 'tests/fixtures/behaviour-site/build')],
});
