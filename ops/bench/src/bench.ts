import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPortal } from '@portal/scripts/src/build-portal.ts';
import { TENANT_IDS } from '@portal/tenant-schema/load-tenant';
import { benchApi } from './api-bench.ts';
import { benchBuild } from './build-bench.ts';
import { benchBundles } from './bundle-bench.ts';
import { benchConversation } from './conversation-bench.ts';
import { benchLighthouse } from './lighthouse-bench.ts';
import { benchLive } from './live-bench.ts';
import { benchMail } from './mail-bench.ts';
import { describeMachine, machineLine } from './machine.ts';
import { PORTAL_DIST } from './paths.ts';
import { faults } from './reliability/faults.ts';
import { mixedLoad } from './reliability/mixed-load.ts';
import { REPORT_FILE, table, writeReport, type Section } from './report.ts';
import { benchStores } from './stores-bench.ts';

const BENCHES: Record<string, () => Promise<Section>> = {
  build: benchBuild,
  bundle: benchBundles,
  lighthouse: benchLighthouse,
  api: benchApi,
  stores: benchStores,
  live: benchLive,
  mail: benchMail,
  conversation: benchConversation,
  load: mixedLoad,
  faults,
};
const PERFORMANCE = [
  'build',
  'bundle',
  'lighthouse',
  'api',
  'stores',
  'live',
  'mail',
  'conversation',
];
const RELIABILITY = ['load', 'faults'];

function chosen(args: string[]): string[] {
  const only =
    args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
    (args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined);
  if (only) return only.split(',').map((name) => name.trim());
  if (args.includes('--all')) return [...PERFORMANCE, ...RELIABILITY];
  if (args.includes('--reliability')) return RELIABILITY;
  return PERFORMANCE;
}

const HOW = `${table(
  ['command', 'what it measures', 'time'],
  [
    [
      '`npm run bench`',
      'build, bundle, Lighthouse, API throughput, API on SQLite and PostgreSQL, live updates, e-mails, the conversation (the performance sections)',
      '≈ 7.5 min',
    ],
    [
      '`npm run bench -- --reliability`',
      '60 s mixed load and the SIGKILL/SIGTERM faults',
      '≈ 1.5 min',
    ],
    ['`npm run bench -- --all`', 'all of the above', '≈ 9.5 min'],
    [
      '`npm run bench -- --only lighthouse,api`',
      'named sections only: build, bundle, lighthouse, api, stores, live, mail, conversation, load, faults',
      '',
    ],
    ['`pnpm --filter @portal/bench run reliability`', 'the same as `--reliability`', ''],
  ],
)}

Environment: \`BENCH_SECONDS\` (API runs, default 10), \`LOAD_SECONDS\` (mixed load, default 60), \`CHROME_PATH\`
(default /usr/bin/chromium), \`LIVE_ORDERS\` (default 67, three moves each), \`LIVE_STREAMS\` (default 1000), \`MAIL_MESSAGES\` (default 10000), \`CONVERSATION_GUESTS\` (default 1000) and \`CONVERSATION_STAFF\` (default 20), \`LIGHTHOUSE_TENANTS=esg\` (one hotel only), \`LIGHTHOUSE_RUNS\` (first visits per page, the median kept; default 3), \`LIGHTHOUSE_SAVE_DIR=/tmp/lh\` (keep each
full Lighthouse report for a closer look). The runs use ports 8510-8570 and throw-away data folders under the system temp
folder. Run them on an otherwise idle machine: every figure here shares the CPU with its load generator.`;

const args = process.argv.slice(2);
const names = chosen(args);
const unknown = names.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(
    `Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const machine = describeMachine();
console.log(`Benchmarks on ${machineLine(machine)}: ${names.join(', ')}`);

const needsBundles =
  names.some((name) => ['bundle', 'lighthouse', 'api'].includes(name)) && !names.includes('build');
if (
  needsBundles &&
  !TENANT_IDS.every((tenant) => existsSync(path.join(PORTAL_DIST, tenant, 'index.html')))
) {
  const code = await buildPortal('all');
  if (code !== 0) process.exit(code);
}

const sections: Section[] = [
  {
    id: 'machine',
    title: 'Machine of the last run',
    body: table(
      ['CPU', 'cores', 'memory', 'OS', 'Node', 'date', 'load average (1 min) at start'],
      [
        [
          machine.cpu,
          machine.cores,
          `${machine.memoryGb} GB`,
          machine.os,
          machine.node,
          machine.date,
          machine.load,
        ],
      ],
    ),
  },
  { id: 'how', title: 'How to run', body: HOW },
];
let failed = 0;
for (const name of names) {
  console.log(`\n━━ ${name}`);
  const bench = BENCHES[name];
  if (!bench) continue;
  try {
    sections.push(await bench());
  } catch (error) {
    failed += 1;
    console.error(`✖ ${name}: ${(error as Error).stack ?? String(error)}`);
    sections.push({
      id: name,
      title: `${name} (failed)`,
      body: `The run failed: \`${(error as Error).message.split('\n')[0] ?? ''}\``,
    });
  }
  // Each section is written as soon as it is measured, so a later crash keeps the earlier figures.
  await writeReport(sections, machine);
}
console.log(
  `\nWrote ${path.relative(process.cwd(), REPORT_FILE)}${failed ? ` (${failed} run(s) failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
