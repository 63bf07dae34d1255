import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';

/** The system Chromium: browsers cannot be downloaded on these machines. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

const TENANTS = discoverTenants().map((tenant) => tenant.id);

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      // Every story renders and runs its play function in Chromium once per tenant, with the
      // accessibility checks (contrast included) failing the test on a violation.
      ...TENANTS.map((tenant) => ({
        plugins: [react(), storybookTest({ configDir: '.storybook', initialGlobals: { tenant } })],
        test: {
          name: `stories-${tenant}`,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
