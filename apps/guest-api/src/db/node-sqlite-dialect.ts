import type { SqliteDriver } from 'kysely';
import { CompiledQuery, SqliteDialect, type DatabaseConnection } from 'kysely';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Prepared statements kept per SQL text; the queries are a fixed set, so the cap is a safety net. */
const KEPT_STATEMENTS = 500;

interface KeptStatement {
  statement: StatementSync;
  reader: boolean;
}

/**
 * Kysely's own SQLite dialect over Node's built-in `node:sqlite`. The dialect expects
 * better-sqlite3's statement shape (`reader`, parameters as one array); this gives it that, keeps
 * each statement prepared, and begins transactions IMMEDIATE so that a transaction that reads
 * before it writes cannot fail half-way on a lock another process holds.
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: DatabaseSync;
  readonly #prepared: (sql: string) => KeptStatement;

  constructor(database: DatabaseSync) {
    const prepared = keptStatements(database);
    super({ database: asKyselyDatabase(database, prepared) });
    this.#database = database;
    this.#prepared = prepared;
  }

  override createDriver(): SqliteDriver {
    const driver = super.createDriver() as SqliteDriver;
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }

  /**
   * Runs a read on its kept statement at once, past Kysely's executor and its connection lock; or
   * answers null while a transaction is open on the connection: a read from outside it must wait
   * for its end, as Kysely's lock makes it, rather than see writes that may yet be rolled back.
   */
  readNow(sql: string, parameters: readonly unknown[]): unknown[] | null {
    if (this.#database.isTransaction) return null;
    return this.#prepared(sql).statement.all(...(parameters as SQLInputValue[]));
  }
}

function keptStatements(database: DatabaseSync): (sql: string) => KeptStatement {
  const statements = new Map<string, KeptStatement>();
  return (sql) => {
    let kept = statements.get(sql);
    if (!kept) {
      const statement = database.prepare(sql);
      kept = { statement, reader: statement.columns().length > 0 };
      if (statements.size >= KEPT_STATEMENTS) statements.clear();
      statements.set(sql, kept);
    }
    return kept;
  };
}

function asKyselyDatabase(database: DatabaseSync, prepared: (sql: string) => KeptStatement) {
  const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (parameters: ReadonlyArray<unknown>) => statement.all(...values(parameters)),
        run: (parameters: ReadonlyArray<unknown>) => statement.run(...values(parameters)),
        iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...values(parameters)),
      };
    },
  };
}
