import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Opens (or creates) the SQLite file in WAL mode; `openStore` migrates it. */
export function openDatabase(dataDir: string): DatabaseSync {
  const file = path.join(dataDir, 'guest-portal.sqlite');
  keepPrivate(dataDir, file);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
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
