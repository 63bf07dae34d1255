import { read } from 'read';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readEnv } from './config/env.ts';
import { openStore } from './db/open-store.ts';
import { syncHotels } from './seed/seed-demo-data.ts';
import { runStaffCommand } from './features/staff/add-staff-account.ts';

// `npm run staff -- add --tenant esg --role manager --email …`: the first manager of a hotel.
const env = readEnv();
const store = await openStore({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const tenants = discoverTenants();
await syncHotels(store, tenants);
const code = await runStaffCommand(process.argv.slice(2), {
  store,
  tenants,
  readPassword: async () =>
    env.STAFF_PASSWORD || (await read({ prompt: 'Password: ', silent: true, replace: '' })),
  print: (line) => console.log(line),
});
// Closes the SQLite file too.
await store.destroy();
process.exit(code);
