import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Many files wait on sockets, child processes and timers more than they compute: four at a
    // time keep two cores busy, where two left them half idle (136 s against 66 s alone).
    maxWorkers: 4,
  },
});
