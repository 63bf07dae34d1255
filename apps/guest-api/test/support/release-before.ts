import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';
import { postgresStore, sqliteStore, type Store } from '../../src/db/store.ts';

/**
 * The release before's SQL migrations, one history per store, kept as they were so that a test can
 * make the databases that release made (a clone may have no git history to find them in).
 */
const HISTORIES = path.join(import.meta.dirname, '..', 'release-before');

function sqlFiles(
  store: 'sqlite' | 'postgres',
  upTo: number,
): { version: number; file: string; text: string }[] {
  const folder = path.join(HISTORIES, store);
  return readdirSync(folder)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file) && Number(file.slice(0, 3)) <= upTo)
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      file,
      text: readFileSync(path.join(folder, file), 'utf8'),
    }));
}

/** A SQLite file in `dataDir` as the release before left it, up to SQL migration `upTo`. */
export function sqliteOfReleaseBefore(dataDir: string, upTo = 35): Store {
  const database = openDatabase(dataDir);
  database.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  // As that release applied them: foreign keys off while a file rebuilds a table.
  database.exec('PRAGMA foreign_keys = OFF');
  for (const { version, file, text } of sqlFiles('sqlite', upTo)) {
    database.exec(text);
    database
      .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
      .run(version, file, '2026-01-01T00:00:00.000Z');
  }
  database.exec('PRAGMA foreign_keys = ON');
  return sqliteStore(database);
}

/** The empty PostgreSQL database at `url` as the release before left it, up to SQL migration `upTo`. */
export async function postgresOfReleaseBefore(url: string, upTo = 35): Promise<Store> {
  const store = postgresStore(url, 2);
  await sql`CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)`.execute(
    store,
  );
  for (const { version, file, text } of sqlFiles('postgres', upTo)) {
    await sql.raw(text).execute(store);
    await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${version}, ${file}, '2026-01-01T00:00:00.000Z')`.execute(
      store,
    );
  }
  return store;
}
