import { inject } from 'vitest';
import { openStore } from '../../src/db/open-store.ts';
import type { Store, StoreKind } from '../../src/db/store.ts';
import { createTestDatabase, dropDatabase } from './postgres-databases.ts';

/** Which store this run of the suite is on: the `postgres` Vitest project sets TEST_STORE. */
export const STORE_UNDER_TEST: StoreKind =
  process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestStore {
  store: Store;
  /** PostgreSQL's: where the instance's LISTEN/NOTIFY event bus connects. */
  databaseUrl?: string;
  /** Closes the store and, on PostgreSQL, drops its database. */
  close(): Promise<void>;
}

/** A new, empty, migrated store for one test server: a SQLite file in `dataDir`, or a PostgreSQL database. */
export async function openTestStore(dataDir: string): Promise<TestStore> {
  if (STORE_UNDER_TEST === 'sqlite') {
    const store = await openStore({ dataDir });
    return { store, close: () => store.destroy() };
  }
  const adminUrl = inject('postgresAdminUrl');
  const url = await createTestDatabase(adminUrl);
  const store = await openStore({ dataDir, databaseUrl: url, poolSize: 5 });
  return {
    store,
    databaseUrl: url,
    async close() {
      await store.destroy();
      await dropDatabase(adminUrl, new URL(url).pathname.slice(1));
    },
  };
}
