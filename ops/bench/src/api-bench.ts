import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApi } from './api-process.ts';
import { demoSignIn, guestHeaders, signIn } from './demo-guests.ts';
import { hammer, type LoadFigures } from './load.ts';
import { PORTS } from './paths.ts';
import { mark, table, type Section } from './report.ts';

export const API_TARGETS = { ceilingShare: 0.4, p99Ms: 50, errors: 0 };
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function startCeiling(port: number) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.ts'), String(port)],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Throughput of two guest calls against a bare Fastify "hello" on the same machine in the same run. */
export async function benchApi(): Promise<Section> {
  const ceilingServer = await startCeiling(PORTS.ceiling);
  let ceiling: LoadFigures;
  try {
    ceiling = await hammer('Fastify hello (ceiling)', {
      url: `http://127.0.0.1:${PORTS.ceiling}/`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
  } finally {
    await ceilingServer.stop();
  }

  const api = await startApi({ port: PORTS.api, logLevel: 'warn' });
  const measured: LoadFigures[] = [];
  try {
    const guest = await demoSignIn('esg', 'arrived');
    const headers = guestHeaders(guest, await signIn(api.url, guest));
    for (const [name, route] of [
      ['GET /api/customer-flow/me (signed in)', '/api/customer-flow/me'],
      ['GET /api/room-service/menu (signed in)', '/api/room-service/menu'],
    ] as const) {
      measured.push(
        await hammer(name, {
          url: `${api.url}${route}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers,
        }),
      );
    }
  } finally {
    await api.stop();
  }

  const t = API_TARGETS;
  const rows = [ceiling, ...measured].map((figures) => {
    const share = figures.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond);
    const isCeiling = figures === ceiling;
    const met = share >= t.ceilingShare && figures.p99Ms < t.p99Ms && figures.errors === t.errors;
    return [
      figures.name,
      figures.requestsPerSecond,
      figures.p50Ms,
      figures.p99Ms,
      figures.errors,
      isCeiling ? '100%' : `${Math.round(share * 100)}%`,
      isCeiling ? '' : mark(met),
    ];
  });
  return {
    id: 'api',
    title: 'API throughput (autocannon, loopback)',
    body: `autocannon 9, ${CONNECTIONS} connections, ${SECONDS} s each, on loopback; the API runs as \`node src/main.ts\`
(LOG_LEVEL=warn, a fresh seeded SQLite database) with the demo guest ESG1001 signed in; the ceiling is a bare
Fastify server answering \`{"hello":"world"}\`, measured in the same run. autocannon shares the machine's
cores with the server. Targets: ≥ ${t.ceilingShare * 100}% of the ceiling, p99 < ${t.p99Ms} ms, zero errors.

${table(['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of ceiling', 'targets'], rows)}`,
  };
}
