import { spawn } from 'node:child_process';
import { TENANT_IDS } from '@portal/tenant-schema/load-tenant';
import { ROOT } from './paths.ts';
import { table, type Section } from './report.ts';

function turboBuild(tenant: string, force: boolean): Promise<{ ms: number; cached: boolean }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      'turbo',
      [
        'run',
        'build',
        '--filter=@portal/guest-portal',
        '--output-logs=none',
        ...(force ? ['--force'] : []),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, PORTAL_TENANT: tenant, TURBO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0)
        reject(new Error(`turbo build of ${tenant} failed (exit ${code}):\n${output}`));
      else
        resolve({
          ms: performance.now() - started,
          cached: /FULL TURBO|cache hit, replaying/i.test(output),
        });
    });
  });
}

/** A cold build of the three hotels (turbo --force), then the same from turbo's cache. */
export async function benchBuild(): Promise<Section> {
  const rows: (string | number)[][] = [];
  let cold = 0;
  let cached = 0;
  const cachedRuns: boolean[] = [];
  const coldTimes: number[] = [];
  for (const tenant of TENANT_IDS) {
    const run = await turboBuild(tenant, true);
    cold += run.ms;
    coldTimes.push(run.ms);
  }
  const cachedTimes: number[] = [];
  for (const tenant of TENANT_IDS) {
    const run = await turboBuild(tenant, false);
    cached += run.ms;
    cachedTimes.push(run.ms);
    cachedRuns.push(run.cached);
  }
  const s = (ms: number) => (ms / 1000).toFixed(1);
  TENANT_IDS.forEach((tenant, index) => {
    rows.push([
      tenant,
      s(coldTimes[index] ?? 0),
      s(cachedTimes[index] ?? 0),
      cachedRuns[index] ? 'cache hit' : '✖ rebuilt',
    ]);
  });
  rows.push(['all three', s(cold), s(cached), '']);
  console.log(`  cold ${s(cold)} s, from cache ${s(cached)} s`);
  return {
    id: 'build',
    title: 'Build time',
    body: `\`turbo run build --filter=@portal/guest-portal\` once per hotel (PORTAL_TENANT keys turbo's cache):
first with \`--force\` (cold: type-free Vite 8/rolldown build of every chunk), then again from turbo's
local cache (files replayed into dist/<tenant>). Wall-clock seconds, including turbo's start.

${table(['tenant', 'cold s', 'from cache s', 'second run'], rows)}`,
  };
}
