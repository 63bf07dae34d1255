import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations', 'sqlite');

/** Opens (or creates) the store in WAL mode and applies pending versioned migrations. */
export function openDatabase(dataDir: string): Database {
  const file = path.join(dataDir, 'guest-portal.sqlite');
  keepPrivate(dataDir, file);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Guests' personal data is for the API's own OS user: the folder 700, the database 600. SQLite
 * creates its -wal and -shm files with the database file's mode, so creating that file first is
 * enough; files left readable by an earlier release are tightened.
 */
function keepPrivate(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(name)) chmodSync(name, 0o600);
  }
}

export function migrate(db: Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const foreignKeys = db.prepare('PRAGMA foreign_keys').get()?.foreign_keys === 1;
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    // SQLite's way to rebuild a table: foreign keys off (only possible outside a transaction), so
    // dropping the old table cascades nothing, then every reference checked before the commit.
    db.exec('PRAGMA foreign_keys = OFF');
    db.exec('BEGIN');
    try {
      db.exec(sql);
      const broken = db.prepare('PRAGMA foreign_key_check').all();
      if (broken.length > 0)
        throw new Error(`Migration ${file} breaks ${broken.length} foreign key(s)`);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        file,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    } finally {
      db.exec(`PRAGMA foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
  }
}
