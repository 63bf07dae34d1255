import { Cli, RawExpressionNode } from 'kysely-codegen';

/** The committed table types: what kysely-codegen reads from a migrated PostgreSQL. */
export const TABLE_TYPES_FILE = new URL('../../src/db/table-types.generated.ts', import.meta.url);

/**
 * The table types kysely-codegen writes for the migrated PostgreSQL at `url`. The pool reads
 * bigint as a number and both stores' bytes are a Uint8Array (store.ts); two text columns hold
 * one of a few words.
 */
export function generateTableTypes(url: string): Promise<string> {
  return new Cli().generate({
    dialect: 'postgres',
    url,
    outFile: null,
    logLevel: 'silent',
    excludePattern: 'kysely_migration*',
    typeMapping: { int8: 'number', bytea: 'Uint8Array' },
    overrides: {
      columns: {
        'conversation_messages.author': new RawExpressionNode("'guest' | 'hotel'"),
        'conversation_threads.state': new RawExpressionNode("Generated<'open' | 'done'>"),
      },
    },
  });
}
