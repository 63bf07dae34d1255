import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openStore } from '../src/db/open-store.ts';
import { postgresStore, type Store } from '../src/db/store.ts';
import {
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  runAdmin,
} from './support/postgres-databases.ts';
import { schemaShape } from './support/schema-shape.ts';
import { generateTableTypes, TABLE_TYPES_FILE } from './support/table-types.ts';

// PostgreSQL's project only: it compares the two stores, so it needs both.
const adminUrl = inject('postgresAdminUrl');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function postgres(url: string): Store {
  const store = postgresStore(url, 2);
  cleanups.push(() => store.destroy());
  return store;
}

/** A copy of the migrated template database, dropped after the file. */
async function migratedPostgres(): Promise<string> {
  const url = await createTestDatabase(adminUrl);
  cleanups.push(() => dropDatabase(adminUrl, new URL(url).pathname.slice(1)));
  return url;
}

let sqliteShape: string[];
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guest-api-drift-'));
  const sqlite = await openStore({ dataDir });
  sqliteShape = await schemaShape(sqlite, { comparable: true });
  await sqlite.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('The schema, written once', () => {
  it('gives both stores the same tables, columns, nullability, types, defaults, indexes and references', async () => {
    const shape = await schemaShape(postgres(await migratedPostgres()), { comparable: true });
    expect(shape.length).toBeGreaterThan(400);
    expect(shape).toEqual(sqliteShape);
  });

  it('is seen to drift when one store has a column the other has not', async () => {
    const store = postgres(await migratedPostgres());
    await sql`ALTER TABLE guests ADD COLUMN nickname text`.execute(store);
    const shape = await schemaShape(store, { comparable: true });
    expect(shape.filter((line) => !sqliteShape.includes(line))).toEqual([
      'guests.nickname text null',
    ]);
  });

  it('has the table types kysely-codegen generates from it committed (npm run table-types)', async () => {
    expect(await generateTableTypes(await migratedPostgres())).toEqual(
      readFileSync(TABLE_TYPES_FILE, 'utf8'),
    );
  });

  it('is migrated once when instances start together, and again is a no-op', async () => {
    const name = `portal_test_together_${randomBytes(6).toString('hex')}`;
    await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => dropDatabase(adminUrl, name));
    const url = databaseUrl(adminUrl, name);
    const runs = await Promise.all([
      migrateToLatest(postgres(url)),
      migrateToLatest(postgres(url)),
    ]);
    expect(runs.flat()).toEqual(['0001-baseline']);
    expect(await migrateToLatest(postgres(url))).toEqual([]);
  });
});
