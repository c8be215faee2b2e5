import { defineConfig } from '@playwright/test';

/** Port of the production build served for the browser tests. */
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Port of the behaviour fixture site (tests/fixtures/behaviour-site), built by `npm test`. */
const FIXTURE_PORT = SITE_PORT + 1;
/** Debian's Chromium; Playwright's own browser downloads do not work on this network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const serve = (port: number, buildDir: string) => ({
  command: 'node scripts/serve.mjs',
  env: { PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
  url: `http://127.0.0.1:${port}/ja/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
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
  projects: [
    { name: 'site', testIgnore: /fixture\//, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    { name: 'fixture', testMatch: /fixture\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${FIXTURE_PORT}` } },
  ],
  webServer: [serve(SITE_PORT, 'build'), serve(FIXTURE_PORT, 'tests/fixtures/behaviour-site/build')],
});
