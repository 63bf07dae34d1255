import { rmSync } from 'node:fs';
import path from 'node:path';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { demoGuestLines, demoStaffLines } from './announce-demo-guests.ts';
import { seedDemoData, syncHotels } from './seed-demo-data.ts';

// `npm run seed`: a fresh database (and no uploads) with today's demo stories.
const env = readEnv();
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(path.join(env.DATA_DIR, `guest-portal.sqlite${suffix}`), { force: true });
}
rmSync(path.join(env.DATA_DIR, 'uploads'), { recursive: true, force: true });
const db = openDatabase(env.DATA_DIR);
const tenants = discoverTenants();
syncHotels(db, tenants);
seedDemoData(db);
const url = env.ANNOUNCE_URL || `http://localhost:${env.PORT}/`;
console.log(`Seeded demo data into ${env.DATA_DIR}\n`);
for (const tenant of tenants)
  console.log(
    [
      ...demoGuestLines(db, url, tenant.hotelCode),
      '',
      ...demoStaffLines(db, tenant.hotelCode),
      '',
    ].join('\n'),
  );
db.close();
