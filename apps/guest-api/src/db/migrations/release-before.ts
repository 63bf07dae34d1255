import { sql, type Kysely } from 'kysely';
import { columnKinds } from '../column-kinds.ts';

/** The last of the release before's SQL migrations, the same on both stores. */
const LAST_SQL_MIGRATION = 35;

/**
 * Whether the release before made this database: it kept its own record of applied SQL files in
 * `schema_migrations`. At its last version the schema is the baseline's already, so the baseline
 * records it rather than running, after two tidy-ups: that record goes (Kysely's migrator keeps
 * its own now) and PostgreSQL's e-mail index takes the name SQLite's had.
 */
export async function recogniseReleaseBefore(db: Kysely<unknown>): Promise<boolean> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return false;
  const { version } = await db
    .withTables<{ schema_migrations: { version: number } }>()
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirstOrThrow();
  if (Number(version) !== LAST_SQL_MIGRATION)
    throw new Error(
      `This database is at the SQL migration ${String(version)}: start the release before this one first, which brings it to ${LAST_SQL_MIGRATION}`,
    );
  if (columnKinds(db).postgres)
    await sql`ALTER INDEX guests_email RENAME TO guests_email_folded`.execute(db);
  await db.schema.dropTable('schema_migrations').execute();
  return true;
}
