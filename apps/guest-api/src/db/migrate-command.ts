import { readEnv } from '../config/env.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { postgresStore, sqliteStore } from './store.ts';

// `npm run migrate`: applies pending migrations to the store the environment names, then exits.
// The API also migrates at start; this is for a deploy that migrates before it starts instances.
const env = readEnv();
const store = env.DATABASE_URL
  ? postgresStore(env.DATABASE_URL, 1)
  : sqliteStore(openDatabase(env.DATA_DIR));
try {
  const ran = await migrateToLatest(store);
  console.log(
    `${env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${env.DATA_DIR}`}: ${ran.length === 0 ? 'up to date' : `applied ${ran.join(', ')}`}`,
  );
} finally {
  await store.destroy();
}
