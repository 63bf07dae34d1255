import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
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
  const store = location.databaseUrl
    ? postgresStore(location.databaseUrl, location.poolSize)
    : sqliteStore(openDatabase(location.dataDir));
  await migrateToLatest(store);
  return store;
}
