import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '@portal/chromium';
import { CONSOLE_TENANTS } from './e2e/support/console-tenants.ts';

// One API per hotel serving that hotel's built console at /staff/ and its guest portal at / (the
// journeys across both apps), with its own throw-away database; `npm test` builds both first.
const runDir = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'console-e2e-'));
process.env.E2E_DATA_ROOT = runDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A bound on a hang, not a wait: the every-screen walks take 15-25 s on an idle machine beside
  // the portal's journeys, and passed 30 s (failing) while other test runs shared the 2 cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  // A trace costs a third of the run's CPU: E2E_TRACE=1 records them (docs/proof.md).
  use: {
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The guest portal's service worker would install and take over the guest's page mid-journey,
    // a moving part these journeys are not about (the portal's own suite proves the worker).
    serviceWorkers: 'block',
  },
  projects: CONSOLE_TENANTS.map((tenant) => ({
    name: tenant.id,
    // Every journey runs in esg; the other hotels run the journeys tagged @all-tenants.
    grep: tenant.id === 'esg' ? undefined : /@all-tenants/,
    use: {
      // A desk computer; the journeys that look at a phone or a tablet set their own viewport.
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      baseURL: `http://127.0.0.1:${tenant.port}`,
      launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    },
  })),
  webServer: CONSOLE_TENANTS.map((tenant) => ({
    command: `node ${fileURLToPath(import.meta.resolve('@portal/guest-api/main'))}`,
    cwd: path.resolve(import.meta.dirname, '../guest-api'),
    url: `http://127.0.0.1:${tenant.port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(tenant.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, tenant.id),
      CONSOLE_ROOT: path.resolve(import.meta.dirname, 'dist', tenant.id),
      STATIC_ROOT: path.resolve(import.meta.dirname, '../guest-portal/dist', tenant.id),
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      // Every journey signs in (and one fails on purpose) from 127.0.0.1; the limits themselves
      // are proven by the API's own tests.
      SIGN_IN_RATE_PER_MINUTE: '10000',
      SIGN_IN_FAILURES_PER_CLIENT: '10000',
      SIGN_IN_FAILURES_PER_HOTEL: '100000',
      // The guests' e-mails go to the demo's mail catcher (/demo-mail/), their links to this API.
      DEMO_MAIL: '1',
      MAIL_POLL_MS: '200',
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${tenant.port}`,
    },
  })),
});
