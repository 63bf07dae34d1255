import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPortal, importTenantLoader } from './build-portal.ts';
import { currentCommit } from './current-commit.ts';
import { ROOT, flag, run } from './run-command.ts';

// `npm start [-- --tenant vct]`: build the hotel's portal, start the API serving it, print how to sign in.
const args = process.argv.slice(2);
const tenantId = flag(args, 'tenant') ?? 'esg';
const built = await buildPortal(tenantId);
if (built !== 0) process.exit(built);
const { loadTenant } = await importTenantLoader();
const tenant = await loadTenant(tenantId);
const port = process.env.PORT ?? '8080';
const url = `http://localhost:${port}/`;

const code = await run('node', [fileURLToPath(import.meta.resolve('@portal/guest-api/main'))], {
  cwd: path.join(ROOT, 'apps/guest-api'),
  env: {
    ...process.env,
    PORT: port,
    HOST: process.env.HOST ?? '0.0.0.0',
    STATIC_ROOT: path.join(ROOT, 'apps/guest-portal/dist', tenant.id),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORTAL_COMMIT: currentCommit(),
    DEMO_DATA: '1',
    // The API prints the URL and this hotel's demo sign-ins once it listens.
    ANNOUNCE_URL: url,
    ANNOUNCE_HOTEL: tenant.hotelCode,
  },
});
process.exit(code);
