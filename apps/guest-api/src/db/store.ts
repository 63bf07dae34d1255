import { Kysely, PostgresAdapter, PostgresDialect, sql, type Transaction } from 'kysely';
import type { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Tables } from './tables.ts';

/** The API's database, SQLite or PostgreSQL, through one set of typed queries. */
export type Store = Kysely<Tables>;
/** A store inside a transaction: every repository method takes either. */
export type StoreTransaction = Transaction<Tables>;
export type StoreKind = 'sqlite' | 'postgres';

/** PostgreSQL: serialization failure and deadlock, both of which ask the client to try again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const TRANSACTION_ATTEMPTS = 8;

/** The dialect of each SQLite store, whose reads `readNow` runs past Kysely's executor. */
const sqliteDialects = new WeakMap<Store, NodeSqliteDialect>();

export function sqliteStore(database: DatabaseSync): Store {
  const dialect = new NodeSqliteDialect(database);
  const store = new Kysely<Tables>({ dialect });
  sqliteDialects.set(store, dialect);
  return store;
}

/**
 * A SQLite store's way to run a compiled read at once on its kept statement (null answered while
 * a transaction is open: see `NodeSqliteDialect.readNow`); none for PostgreSQL or a transaction.
 */
export function immediateReader(
  store: Store,
): ((sql: string, parameters: readonly unknown[]) => unknown[] | null) | null {
  const dialect = sqliteDialects.get(store);
  return dialect ? (sql, parameters) => dialect.readNow(sql, parameters) : null;
}

export function postgresStore(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => process.emitWarning(error),
): Store {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // bigint (money, count(*)) as a JavaScript number, as SQLite gives it; amounts stay far below 2^53.
    types: {
      getTypeParser: (oid, format) =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format),
    },
  });
  // An idle connection the server ended (a restart, a dropped database) is replaced on next use;
  // unheard, its error would end the process.
  pool.on('error', onIdleError);
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export function storeKind(store: Store): StoreKind {
  return store.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Runs `work` in one transaction that behaves as SQLite's do: as if no other ran at the same time.
 * SQLite has one writer at a time; PostgreSQL runs it SERIALIZABLE and, when it refuses a commit
 * because another transaction got there first, runs `work` again, so `work` must only touch the
 * database. Two instances taking the last seat, or placing one order twice, give one result.
 */
export async function inTransaction<T>(
  store: Store,
  work: (transaction: StoreTransaction) => Promise<T>,
): Promise<T> {
  if (storeKind(store) === 'sqlite') return store.transaction().execute(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    RETRYABLE_CODES.has(error.code)
  );
}

/**
 * Runs `work` while holding a lock that every instance on this PostgreSQL shares (a session
 * advisory lock on a connection of its own), so that instances starting together take turns.
 * SQLite has one process: `work` just runs.
 */
export async function oneInstanceAtATime<T>(
  store: Store,
  lock: number,
  work: () => Promise<T>,
): Promise<T> {
  if (storeKind(store) === 'sqlite') return work();
  return store.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
