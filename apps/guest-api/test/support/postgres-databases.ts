import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Migrated once per run; each test server's database is a copy of it. */
export const TEMPLATE_DATABASE = 'portal_test_template';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
