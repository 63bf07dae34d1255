import { openDatabase } from './database.ts';
import { migratePostgres } from './migrate-postgres.ts';
import { postgresStore, sqliteStore, type Store } from './store.ts';

export interface StoreLocation {
  /** The SQLite file's folder, used when there is no database URL. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL, shared by every instance. */
  databaseUrl?: string;
  poolSize?: number;
}

/** Opens the API's store, SQLite or PostgreSQL, with every migration applied. */
export async function openStore(location: StoreLocation): Promise<Store> {
  if (!location.databaseUrl) return sqliteStore(openDatabase(location.dataDir));
  const store = postgresStore(location.databaseUrl, location.poolSize);
  await migratePostgres(store);
  return store;
}
