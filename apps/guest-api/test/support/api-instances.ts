import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAIN = path.join(import.meta.dirname, '../../src/main.ts');

export interface ApiInstance {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  /** Ends the process at once (SIGKILL): no in-flight request is finished. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One API process as production runs it (`node src/main.ts`), on `databaseUrl`, with the demo
 * data, on a free port; resolves once GET /api/health answers.
 */
export async function startApiInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `guest-api-${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: 'error',
      SIGN_IN_RATE_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    name,
    baseUrl,
    process: child,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
