import { rmSync } from 'node:fs';
import path from 'node:path';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readEnv } from '../config/env.ts';
import { openStore } from '../db/open-store.ts';
import { demoGuestLines, demoStaffLines } from './announce-demo-guests.ts';
import { clearDemoData, seedDemoData, syncHotels } from './seed-demo-data.ts';

// `npm run seed`: a fresh demo (and no uploads) with today's stories. SQLite starts from a new
// file; PostgreSQL keeps its hotels and staff accounts and loses every guest and catalogue row.
const env = readEnv();
if (!env.DATABASE_URL) {
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(path.join(env.DATA_DIR, `guest-portal.sqlite${suffix}`), { force: true });
  }
}
rmSync(path.join(env.DATA_DIR, 'uploads'), { recursive: true, force: true });
const store = await openStore({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const tenants = discoverTenants();
await syncHotels(store, tenants);
await clearDemoData(store);
await seedDemoData(store);
const url = env.ANNOUNCE_URL || `http://localhost:${env.PORT}/`;
console.log(`Seeded demo data into ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}\n`);
for (const tenant of tenants)
  console.log(
    [
      ...(await demoGuestLines(store, url, tenant.hotelCode)),
      '',
      ...(await demoStaffLines(store, tenant.hotelCode)),
      '',
    ].join('\n'),
  );
await store.destroy();
