import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // jsdom made once per worker, each file still in its own context (as the apps run theirs).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // npm test runs these beside the other workspaces' tests on two cores.
    testTimeout: 20_000,
  },
});
