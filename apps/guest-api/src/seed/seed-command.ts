import { rmSync } from 'node:fs';
import path from 'node:path';
import { TENANT_IDS, loadTenant } from '@portal/tenant-schema/load-tenant';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemoData, syncHotels } from './seed-demo-data.ts';

// `npm run seed`: a fresh database with today's demo stories.
const env = readEnv();
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(path.join(env.DATA_DIR, `guest-portal.sqlite${suffix}`), { force: true });
}
const db = openDatabase(env.DATA_DIR);
syncHotels(db, await Promise.all(TENANT_IDS.map((id) => loadTenant(id))));
seedDemoData(db);
db.close();
console.log(`Seeded demo data into ${env.DATA_DIR}`);
