import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_MAIN } from './paths.ts';

export interface ApiProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  /** Resident memory in MB, read from /proc. */
  rssMb: () => number;
  stop: (signal?: NodeJS.Signals) => Promise<string>;
  /** What it printed on stderr, for a report when something fails. */
  stderr: () => string;
}

export interface ApiOptions {
  port: number;
  dataDir?: string;
  staticRoot?: string;
  logLevel?: string;
  /** More environment for the API, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
}

export function newDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `portal-bench-${label}-`));
}

async function waitForHealth(
  url: string,
  exited: Promise<string>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = '';
  void exited.then((how) => {
    ended = how;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The API exited (${ended}) before it answered`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The API did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** The real API (the `@portal/guest-api/main` entry) as a child process, on its own data folder. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? newDataDir('api');
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: options.staticRoot ?? '',
      LOG_LEVEL: options.logLevel ?? 'warn',
      DEMO_DATA: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code ?? 0}`));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start the API');
  const url = `http://127.0.0.1:${options.port}`;
  const api: ApiProcess = {
    url,
    dataDir,
    child,
    pid,
    exited,
    rssMb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      return Math.round((kb / 1024) * 10) / 10;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    stderr: () => errors,
  };
  try {
    await waitForHealth(url, exited, 30_000);
  } catch (error) {
    await api.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errors}`, { cause: error });
  }
  return api;
}
