import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Migrated once per run; each test server's database is a copy of it. */
export const TEMPLATE_DATABASE = 'portal_test_template';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the server's `postgres` database, then closes it. */
export async function withAdmin<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(statement));
}

/** A fresh, migrated database of its own for one test server; answers its URL. */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
