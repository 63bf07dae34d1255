import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApi } from './api-process.ts';
import { demoSignIn, guestHeaders, signIn } from './demo-guests.ts';
import { hammer, type LoadFigures } from './load.ts';
import { PORTAL_DIST, PORTS } from './paths.ts';
import { mark, table, type Section } from './report.ts';

export const API_TARGETS = { ceilingShare: 0.4, p99Ms: 50, errors: 0 };
/** A page rendered for a signed-in guest (docs/adr/0018-server-rendered-pages.md), per second and its p99. */
export const PAGE_TARGETS = { perSecond: 200, p99Ms: 100, errors: 0 };
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

  // The API serving esg's built portal, so that it renders its pages too.
  const api = await startApi({
    port: PORTS.api,
    logLevel: 'warn',
    staticRoot: path.join(PORTAL_DIST, 'esg'),
  });
  const measured: LoadFigures[] = [];
  let page: LoadFigures;
  try {
    const guest = await demoSignIn('esg', 'arrived');
    const token = await signIn(api.url, guest);
    const headers = guestHeaders(guest, token);
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
    page = await hammer('GET /home (the page, rendered with the guest’s data)', {
      url: `${api.url}/home`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie: `portal_guest=${token}` },
    });
  } finally {
    await api.stop();
  }
  const p = PAGE_TARGETS;
  const pageMet =
    page.requestsPerSecond >= p.perSecond && page.p99Ms <= p.p99Ms && page.errors === p.errors;

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

${table(['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of ceiling', 'targets'], rows)}

The signed-in \`/home\` page, rendered by the server for the guest (its data read through the API's
handlers in process, then React's \`renderToString\`), same connections and duration. Targets: at
least ${p.perSecond} pages per second, p99 ≤ ${p.p99Ms} ms, zero errors.

${table(['page', 'pages/s', 'p50 ms', 'p99 ms', 'errors', 'targets'], [[page.name, page.requestsPerSecond, page.p50Ms, page.p99Ms, page.errors, mark(pageMet)]])}`,
  };
}
