import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsole } from './build-console.ts';
import { buildPortal, importTenantLoader } from './build-portal.ts';
import { currentCommit } from './current-commit.ts';
import { demoHost, openToNetworkWarning } from './demo-host.ts';
import { ROOT, flag, run } from './run-command.ts';

// `npm start [-- --tenant vct]`: build the hotel's portal and staff console, start the API serving
// both, print how to sign in.
const args = process.argv.slice(2);
const tenantId = flag(args, 'tenant') ?? 'esg';
const built = await buildPortal(tenantId);
if (built !== 0) process.exit(built);
const consoleBuilt = await buildConsole(tenantId);
if (consoleBuilt !== 0) process.exit(consoleBuilt);
const { loadTenant } = await importTenantLoader();
const tenant = await loadTenant(tenantId);
const port = process.env.PORT ?? '8080';
const url = `http://localhost:${port}/`;
const host = demoHost(process.env);
const warning = openToNetworkWarning(host);
if (warning) console.warn(warning);

const api = run('node', [fileURLToPath(import.meta.resolve('@portal/guest-api/main'))], {
  cwd: path.join(ROOT, 'apps/guest-api'),
  env: {
    ...process.env,
    PORT: port,
    HOST: host,
    STATIC_ROOT: path.join(ROOT, 'apps/guest-portal/dist', tenant.id),
    CONSOLE_ROOT: path.join(ROOT, 'apps/staff-console/dist', tenant.id),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORTAL_COMMIT: currentCommit(),
    DEMO_DATA: '1',
    // Without SMTP_URL the guests' e-mails go to a local catcher, shown at /demo-mail/.
    DEMO_MAIL: '1',
    // The API prints the URL and this hotel's demo sign-ins once it listens.
    ANNOUNCE_URL: url,
    ANNOUNCE_HOTEL: tenant.hotelCode,
  },
});
// The API prints the portal, its demo guests and demo staff once it listens; the console's address
// follows them, so it is not lost above that list.
void (async () => {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) {
      console.log(`✔ Staff console: ${url}staff/ (sign in with a demo staff account above)`);
      return;
    }
  }
})();
process.exit(await api);
