import { readEnv } from '../config/env.ts';
import { openStore } from './open-store.ts';
import { storeKind } from './store.ts';

// `npm run migrate`: applies pending migrations to the store the environment names, then exits.
// The API also migrates at start; this is for a deploy that migrates before it starts instances.
const env = readEnv();
const store = await openStore({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const applied = await store
  .selectFrom('schema_migrations')
  .select(['version', 'name'])
  .orderBy('version')
  .execute();
console.log(
  `${storeKind(store) === 'postgres' ? 'PostgreSQL' : `SQLite in ${env.DATA_DIR}`}: ${applied.length} migrations applied, the last ${applied.at(-1)?.name ?? 'none'}`,
);
await store.destroy();
