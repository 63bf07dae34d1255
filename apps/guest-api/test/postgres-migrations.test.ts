import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migratePostgres } from '../src/db/migrate-postgres.ts';
import { postgresStore, sqliteStore, type Store } from '../src/db/store.ts';
import { createTestDatabase, dropDatabase, runAdmin } from './support/postgres-databases.ts';

const adminUrl = inject('postgresAdminUrl');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyPostgres(): Promise<string> {
  const name = `portal_test_empty_${Math.random().toString(16).slice(2, 10)}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  cleanups.push(() => dropDatabase(adminUrl, name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function store(url: string): Store {
  const opened = postgresStore(url, 2);
  cleanups.push(() => opened.destroy());
  return opened;
}

/** Every table with its columns and whether each may be null, as `table.column?`. */
async function shapeOfPostgres(db: Store): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    SELECT table_name, column_name, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public'`.execute(db);
  return rows
    .map((row) => `${row.table_name}.${row.column_name}${row.is_nullable === 'YES' ? '?' : ''}`)
    .sort();
}

async function shapeOfSqlite(db: Store): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const shape: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; notnull: number; pk: number }>`
      SELECT name, "notnull", pk FROM pragma_table_info(${name})`.execute(db);
    for (const column of rows)
      shape.push(`${name}.${column.name}${column.notnull === 0 && column.pk === 0 ? '?' : ''}`);
  }
  return shape.sort();
}

describe('PostgreSQL migrations', () => {
  it('give PostgreSQL the tables and columns SQLite has after its own migrations', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-shape-'));
    const sqlite = sqliteStore(openDatabase(dataDir));
    cleanups.push(async () => {
      await sqlite.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const postgres = store(await createTestDatabase(adminUrl));
    expect(await shapeOfPostgres(postgres)).toEqual(await shapeOfSqlite(sqlite));
  });

  it('are applied once when instances start together, and again is a no-op', async () => {
    const url = await emptyPostgres();
    const runs = await Promise.all([migratePostgres(store(url)), migratePostgres(store(url))]);
    const files = readdirSync(path.join(import.meta.dirname, '../src/db/migrations/postgres'));
    expect(runs.flat()).toEqual(files.filter((file) => file.endsWith('.sql')).sort());
    expect(await migratePostgres(store(url))).toEqual([]);
  });
});
