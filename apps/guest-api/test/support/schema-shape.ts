import { sql } from 'kysely';
import { storeKind, type Store } from '../../src/db/store.ts';

/**
 * A store's schema as sorted lines: each table's columns (type, nullability, default, primary
 * key), its indexes (columns or expressions, unique; named when made by CREATE INDEX) and its
 * foreign keys. `comparable` writes the types both stores share (SQLite's integer is 64-bit:
 * PostgreSQL's bigint; blob is bytea), to compare one store with the other; without it, each
 * store's own types, to compare two databases of one kind. Kysely's migration records are left out.
 */
export async function schemaShape(store: Store, { comparable = false } = {}): Promise<string[]> {
  const shape =
    storeKind(store) === 'postgres' ? await postgresShape(store) : await sqliteShape(store);
  return shape
    .map((line) =>
      comparable
        ? line
            .replace(/ bigint\b/, ' integer')
            .replace(/ (?:bytea|blob)\b/, ' bytes')
            .replace(/ identity\b/, '')
        : line,
    )
    .sort();
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** `lower( "email" )` and `lower(email)` alike. */
function bare(expression: string): string {
  return expression.replace(/["\s]/g, '').toLowerCase();
}

function columnLine(
  table: string,
  name: string,
  type: string,
  nullable: boolean,
  fallback: string | null,
  primary: boolean,
): string {
  const defaultValue = fallback === null ? '' : ` default ${fallback.replace(/::[a-z ]+$/, '')}`;
  return `${table}.${name} ${type.toLowerCase()}${nullable ? ' null' : ''}${defaultValue}${primary ? ' primary key' : ''}`;
}

async function postgresShape(store: Store): Promise<string[]> {
  const outside = sql`NOT LIKE 'kysely_migration%'`;
  const { rows: columns } = await sql<{
    table: string;
    name: string;
    type: string;
    nullable: boolean;
    fallback: string | null;
    primary: boolean;
  }>`
    SELECT c.table_name AS table, c.column_name AS name,
      c.data_type || CASE WHEN c.is_identity = 'YES' THEN ' identity' ELSE '' END AS type,
      c.is_nullable = 'YES' AS nullable, c.column_default AS fallback,
      EXISTS (SELECT 1 FROM information_schema.table_constraints t
        JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name)
        WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_schema = c.table_schema
          AND t.table_name = c.table_name AND k.column_name = c.column_name) AS primary
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.table_name ${outside}`.execute(store);
  const { rows: indexes } = await sql<{
    table: string;
    name: string;
    unique: boolean;
    constraint: boolean;
    keys: string[];
  }>`
    SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique,
      EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid) AS constraint,
      array(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) k ORDER BY k) AS keys
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND NOT x.indisprimary AND t.relname ${outside}`.execute(store);
  const { rows: references } = await sql<{
    table: string;
    column: string;
    target: string;
    onDelete: string;
  }>`
    SELECT t.relname AS table, a.attname AS column, r.relname || '.' || ra.attname AS target,
      c.confdeltype AS "onDelete"
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, ref)
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
      JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.ref
    WHERE c.contype = 'f' AND n.nspname = 'public'`.execute(store);
  return [
    ...columns.map((column) =>
      columnLine(
        column.table,
        column.name,
        column.type,
        column.nullable,
        column.fallback,
        column.primary,
      ),
    ),
    ...indexes.map(
      (index) =>
        `${index.table} index${index.constraint ? '' : ` ${index.name}`}${index.unique ? ' unique' : ''} (${index.keys.map(bare).join(', ')})`,
    ),
    ...references.map(
      (reference) =>
        `${reference.table}.${reference.column} references ${reference.target} on delete ${ON_DELETE[reference.onDelete] ?? reference.onDelete}`,
    ),
  ];
}

async function sqliteShape(store: Store): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
      AND name NOT LIKE 'kysely_migration%'`.execute(store);
  const shape: string[] = [];
  for (const { name: table } of tables) {
    const { rows: columns } = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table})`.execute(
      store,
    );
    for (const column of columns)
      shape.push(
        columnLine(
          table,
          column.name,
          column.type,
          column.notnull === 0 && column.pk === 0,
          column.dflt_value,
          column.pk > 0,
        ),
      );
    const { rows: indexes } = await sql<{ name: string; unique: number; origin: string }>`
      SELECT name, "unique", origin FROM pragma_index_list(${table}) WHERE origin != 'pk'`.execute(
      store,
    );
    for (const index of indexes) {
      const { rows: keys } = await sql<{ name: string | null }>`
        SELECT name FROM pragma_index_xinfo(${index.name}) WHERE key = 1 ORDER BY seqno`.execute(
        store,
      );
      const named = index.origin === 'c';
      const listed = keys.every((key) => key.name !== null)
        ? keys.map((key) => key.name ?? '')
        : await indexedExpressions(store, index.name);
      shape.push(
        `${table} index${named ? ` ${index.name}` : ''}${index.unique ? ' unique' : ''} (${listed.map(bare).join(', ')})`,
      );
    }
    const { rows: references } = await sql<{
      from: string;
      table: string;
      to: string;
      on_delete: string;
    }>`SELECT "from", "table", "to", on_delete FROM pragma_foreign_key_list(${table})`.execute(
      store,
    );
    for (const reference of references)
      shape.push(
        `${table}.${reference.from} references ${reference.table}.${reference.to} on delete ${reference.on_delete.toLowerCase()}`,
      );
  }
  return shape;
}

/** An index on expressions: SQLite lists no name for them, so they are read from its CREATE INDEX. */
async function indexedExpressions(store: Store, index: string): Promise<string[]> {
  const { rows } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ${index}`.execute(store);
  const statement = rows[0]?.sql ?? '';
  const inner = statement.slice(statement.indexOf('(') + 1, statement.lastIndexOf(')'));
  // Split at the commas outside parentheses: `hotel_id, lower(reservation_number)`.
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of inner) {
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    if (character === '(') depth++;
    if (character === ')') depth--;
    current += character;
  }
  return [...parts, current];
}
