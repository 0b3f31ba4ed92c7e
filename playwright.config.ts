import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, CLOSED_NETWORK_ARGS} from './lib/chromium';

/** The end-to-end build (see scripts/test/runner.ts) served on loopback. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BUILD_DIR = 'build-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'reports/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...CLOSED_NETWORK_ARGS],
    },
  },
  webServer: {
    command: `npx docusaurus serve --dir ${E2E_BUILD_DIR} --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
