import { Migrator, type Migration } from 'kysely/migration';
import * as baseline from './migrations/0001-baseline.ts';
import type { Store } from './store.ts';

/**
 * Every migration, in order: TypeScript with Kysely's schema builder, one for both stores. A new
 * one is added here under the next number; one that has run is never changed.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-baseline': baseline,
};

/**
 * Applies the pending migrations (Kysely's migrator records them in `kysely_migration`; on
 * PostgreSQL instances starting together take its lock, so one of them migrates). Answers the
 * names it ran; a failed migration throws, leaving the store as it was on PostgreSQL.
 */
export async function migrateToLatest(
  store: Store,
  migrations: Readonly<Record<string, Migration>> = MIGRATIONS,
): Promise<string[]> {
  const migrator = new Migrator({
    db: store,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.map((result) => result.migrationName);
}
