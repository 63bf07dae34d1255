import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '@portal/chromium';
import { E2E_TENANTS } from './e2e/support/e2e-tenants.ts';

// One API per hotel, each serving that hotel's built bundle on its own port with its own
// throw-away database; `npm test` builds the three bundles before this runs.
const runDir = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_ROOT = runDir;

// Pixel 7's viewport and touch at one device pixel per CSS pixel: the layouts are the same, and
// Chromium's software raster (no GPU here) paints a seventh of the pixels.
const chromium = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    // A trace costs a third of the run's CPU: `npm test` keeps the screenshot of a failure, and
    // E2E_TRACE=1 records traces to study one (docs/proof.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker would answer the journeys' requests from its cache, out of page.route's
    // reach; e2e/service-worker.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: E2E_TENANTS.map((tenant) => ({
    name: tenant.id,
    // Every journey runs in esg; the other hotels run the journeys tagged @all-tenants.
    grep: tenant.id === 'esg' ? undefined : /@all-tenants/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${tenant.port}` },
  })),
  webServer: E2E_TENANTS.map((tenant) => ({
    command: `node ${fileURLToPath(import.meta.resolve('@portal/guest-api/main'))}`,
    cwd: path.resolve(import.meta.dirname, '../guest-api'),
    url: `http://127.0.0.1:${tenant.port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(tenant.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, tenant.id),
      STATIC_ROOT: path.resolve(import.meta.dirname, 'dist', tenant.id),
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      // Every journey signs in (and some fail on purpose) from 127.0.0.1; the per-IP limit and the
      // failure budgets are proven by the API's own tests (apps/guest-api/test/proof/sign-in.test.ts).
      SIGN_IN_RATE_PER_MINUTE: '10000',
      SIGN_IN_FAILURES_PER_CLIENT: '10000',
      SIGN_IN_FAILURES_PER_HOTEL: '100000',
      // The journeys' browsers reach no push service: e2e/notifications.spec.ts subscribes at this
      // reserved name, which the API accepts here and never reaches.
      WEB_PUSH_SERVICES: 'push.invalid',
    },
  })),
});
