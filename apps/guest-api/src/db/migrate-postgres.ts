import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Store } from './store.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations', 'postgres');
/** Any fixed number: instances starting together take this lock, so one of them migrates. */
const MIGRATION_LOCK = 7_240_511;

/** Applies pending versioned migrations to PostgreSQL, each with its record, in one transaction. */
export async function migratePostgres(store: Store): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  return store.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)`.execute(
      trx,
    );
    const applied = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((row) =>
        Number(row.version),
      ),
    );
    const ran: string[] = [];
    for (const file of files) {
      const version = Number(file.slice(0, 3));
      if (applied.has(version)) continue;
      // No parameters: the driver sends it as one simple query, so a file may hold many statements.
      await sql.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version, name: file, applied_at: new Date().toISOString() })
        .execute();
      ran.push(file);
    }
    return ran;
  });
}
