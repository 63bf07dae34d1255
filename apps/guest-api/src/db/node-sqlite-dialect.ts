import type { SqliteDriver } from 'kysely';
import { CompiledQuery, SqliteDialect, type DatabaseConnection } from 'kysely';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Prepared statements kept per SQL text; the queries are a fixed set, so the cap is a safety net. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely's own SQLite dialect over Node's built-in `node:sqlite`. The dialect expects
 * better-sqlite3's statement shape (`reader`, parameters as one array); this gives it that, keeps
 * each statement prepared, and begins transactions IMMEDIATE so that a transaction that reads
 * before it writes cannot fail half-way on a lock another process holds.
 */
export class NodeSqliteDialect extends SqliteDialect {
  constructor(database: DatabaseSync) {
    super({ database: asKyselyDatabase(database) });
  }

  override createDriver(): SqliteDriver {
    const driver = super.createDriver() as SqliteDriver;
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

function asKyselyDatabase(database: DatabaseSync) {
  const statements = new Map<string, { statement: StatementSync; reader: boolean }>();
  function prepared(sql: string) {
    let kept = statements.get(sql);
    if (!kept) {
      const statement = database.prepare(sql);
      kept = { statement, reader: statement.columns().length > 0 };
      if (statements.size >= KEPT_STATEMENTS) statements.clear();
      statements.set(sql, kept);
    }
    return kept;
  }
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
