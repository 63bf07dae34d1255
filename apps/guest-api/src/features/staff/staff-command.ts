import { read } from 'read';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/database.ts';
import { syncHotels } from '../../seed/seed-demo-data.ts';
import { runStaffCommand } from './add-staff-account.ts';

// `npm run staff -- add --tenant esg --role manager --email …`: the first manager of a hotel.
const env = readEnv();
const db = openDatabase(env.DATA_DIR);
const tenants = discoverTenants();
syncHotels(db, tenants);
const code = await runStaffCommand(process.argv.slice(2), {
  db,
  tenants,
  readPassword: async () =>
    env.STAFF_PASSWORD || (await read({ prompt: 'Password: ', silent: true, replace: '' })),
  print: (line) => console.log(line),
});
db.close();
process.exit(code);
