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
  },
});
