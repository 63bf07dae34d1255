import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { postgresStore } from '../../src/db/store.ts';
import { startPostgres } from './postgres-server.ts';
import { databaseUrl, dropDatabase, runAdmin, TEMPLATE_DATABASE } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * The `postgres` project's one PostgreSQL for the whole run, with a migrated template database
 * that every test server copies (CREATE DATABASE … TEMPLATE takes a few milliseconds).
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  await dropDatabase(server.adminUrl, TEMPLATE_DATABASE);
  await runAdmin(server.adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const template = postgresStore(databaseUrl(server.adminUrl, TEMPLATE_DATABASE), 1);
  await migrateToLatest(template);
  await template.destroy();
  project.provide('postgresAdminUrl', server.adminUrl);
  return async () => {
    await dropDatabase(server.adminUrl, TEMPLATE_DATABASE);
    await server.stop();
  };
}
