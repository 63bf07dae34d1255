import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@portal/chromium';

export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

/** The shared flags, and /dev/shm may be too small in a container for Lighthouse's long runs. */
const LIGHTHOUSE_FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

/** Chromium with a remote-debugging port, so a setup script and Lighthouse share one profile. */
export async function launchChromium(port: number): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...LIGHTHOUSE_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`Chromium at ${CHROMIUM_PATH} did not open its debugging port ${port}`);
    }
    await sleep(100);
  }
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
