import { writeFileSync } from 'node:fs';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { postgresStore } from '../../src/db/store.ts';
import { databaseUrl, dropDatabase, runAdmin } from './postgres-databases.ts';
import { startPostgres } from './postgres-server.ts';
import { generateTableTypes, TABLE_TYPES_FILE } from './table-types.ts';

// `npm run table-types`: migrates a scratch PostgreSQL database (the tests' embedded server, or
// DATABASE_URL's) and writes the table types kysely-codegen reads from it into src/db.
const server = await startPostgres();
const name = `portal_table_types_${process.pid}`;
try {
  await runAdmin(server.adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(server.adminUrl, name);
  const store = postgresStore(url, 1);
  await migrateToLatest(store);
  await store.destroy();
  writeFileSync(TABLE_TYPES_FILE, await generateTableTypes(url));
  console.log(`Wrote ${TABLE_TYPES_FILE.pathname}`);
} finally {
  await dropDatabase(server.adminUrl, name);
  await server.stop();
}
