import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '@portal/chromium';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';

const chromium = playwright({
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
});

const TENANTS = discoverTenants().map((tenant) => tenant.id);
/**
 * English in every tenant (a tenant changes the colours, so contrast is checked in each), and
 * Vietnamese in the first: the language changes the texts, not the colours, and all six pairs took
 * about twice the time of the English three on the shared machine.
 */
const RUNS = [
  ...TENANTS.map((tenant) => ({ tenant, locale: 'en' })),
  ...TENANTS.slice(0, 1).map((tenant) => ({ tenant, locale: 'vi' })),
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      // Every story without a play function renders in Chromium for each run above, with the
      // accessibility checks (contrast included) failing the test on a violation. The stories with
      // one (tagged `play-fn` by Storybook) run their play function and axe in the built Storybook,
      // every hotel in both languages (`visual/story-checks.ts`, in `npm test`): here they ran the
      // same checks again in four of those six runs.
      ...RUNS.map(({ tenant, locale }) => ({
        plugins: [
          react(),
          storybookTest({
            configDir: '.storybook',
            initialGlobals: { tenant, locale },
            tags: { exclude: ['play-fn'] },
          }),
        ],
        test: {
          name: `stories-${tenant}-${locale}`,
          // Stories that must fail, for visual/story-checks.ts only (tagged `!test` as well).
          exclude: [...configDefaults.exclude, 'src/storybook/check-fixtures.stories.tsx'],
          // One page per run instead of an iframe per file: half the CPU. Storybook's renderer
          // mounts and unmounts each story, and the runs pass with files and tests shuffled
          // (`vitest run --sequence.shuffle.files --sequence.shuffle.tests`).
          isolate: false,
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
