import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TenantConfigError } from '@portal/tenant-schema/discover-tenants';
import { importTenantLoader } from './build-portal.ts';
import { currentCommit } from './current-commit.ts';
import { demoHost, openToNetworkWarning } from './demo-host.ts';
import { ROOT, flag } from './run-command.ts';

// `npm run dev [-- --tenant vct]`: the portal and the staff console on Vite's dev servers (hot
// reload, /api proxied) and the API under `node --watch` (restarted when one of its files
// changes), stopped together.
const args = process.argv.slice(2);
let tenant;
try {
  const { loadTenant } = await importTenantLoader();
  tenant = await loadTenant(flag(args, 'tenant') ?? 'esg');
} catch (error) {
  if (!(error instanceof TenantConfigError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(2);
}
const port = process.env.PORT ?? '5173';
const consolePort = process.env.CONSOLE_PORT ?? '5174';
const apiPort = process.env.API_PORT ?? '8081';
const host = demoHost(process.env);
const warning = openToNetworkWarning(host);
if (warning) console.warn(warning);
const url = `http://localhost:${port}/`;
const commit = currentCommit();
/** What the API is made of: its code, the contract, and the hotels (relative to the API's folder). */
const WATCHED = ['src', '../../packages/api-client/src', '../../tenants'];

const children: ChildProcess[] = [
  // Folders, so a hotel's tenant.json (read, not imported) restarts the API too.
  spawn(process.execPath, [...WATCHED.map((folder) => `--watch-path=${folder}`), 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/guest-api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      // The API serves no page: Vite does, and proxies /api here (apps/guest-portal/vite.config.ts).
      STATIC_ROOT: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORTAL_COMMIT: commit,
      DEMO_DATA: '1',
      // The API prints the portal's URL and this hotel's demo sign-ins once it listens.
      ANNOUNCE_URL: url,
      ANNOUNCE_HOTEL: tenant.hotelCode,
    },
  }),
  spawn(
    path.join(ROOT, 'apps/guest-portal/node_modules/.bin/vite'),
    ['--port', port, '--strictPort', '--host', host, '--clearScreen', 'false'],
    {
      cwd: path.join(ROOT, 'apps/guest-portal'),
      stdio: 'inherit',
      env: { ...process.env, PORTAL_TENANT: tenant.id, API_PORT: apiPort, PORTAL_COMMIT: commit },
    },
  ),
  spawn(
    path.join(ROOT, 'apps/staff-console/node_modules/.bin/vite'),
    ['--port', consolePort, '--strictPort', '--host', host, '--clearScreen', 'false'],
    {
      cwd: path.join(ROOT, 'apps/staff-console'),
      stdio: 'inherit',
      env: { ...process.env, PORTAL_TENANT: tenant.id, API_PORT: apiPort, PORTAL_COMMIT: commit },
    },
  ),
];
console.log(`› Staff console (hot reload): http://localhost:${consolePort}/staff/`);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
