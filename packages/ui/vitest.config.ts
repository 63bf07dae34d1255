import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

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

const TENANTS = ['esg', 'vct', 'ehh'] as const;
const LANGUAGES = ['en', 'vi'] as const;

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      // Every story renders and runs its play function in Chromium once per tenant and language,
      // with the accessibility checks (contrast included) failing the test on a violation.
      ...TENANTS.flatMap((tenant) =>
        LANGUAGES.map((locale) => ({
          plugins: [
            react(),
            storybookTest({ configDir: '.storybook', initialGlobals: { tenant, locale } }),
          ],
          test: {
            name: `stories-${tenant}-${locale}`,
            browser: {
              enabled: true,
              headless: true,
              provider: chromium,
              instances: [{ browser: 'chromium' as const }],
            },
          },
        })),
      ),
    ],
  },
});
