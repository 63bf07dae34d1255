import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The only places where the two stores' schemas are written differently. Everything else a
 * migration writes once with Kysely's schema builder, for both.
 * - A table's own id: SQLite's `integer primary key` (the rowid); PostgreSQL's identity column.
 * - Money: SQLite's integer is 64-bit already; PostgreSQL's is 32-bit, so `bigint`, which the
 *   pool reads as a JavaScript number (store.ts).
 * - Bytes: `blob` / `bytea`.
 */
export function columnKinds(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    id: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey(),
    money: postgres ? 'bigint' : 'integer',
    bytes: postgres ? 'bytea' : 'blob',
  } as const;
}
