import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openDatabase } from '../../src/db/database.ts';
import { pdf, png } from '../fixtures.ts';
import { keptDocumentNames } from '../support/kept-documents.ts';
import { STORE_UNDER_TEST } from '../support/test-store.ts';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';

/** Permission bits of a file or folder, e.g. 0o600. */
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every folder and file under `root`, the root included. */
function walk(root: string): string[] {
  return [
    root,
    ...readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  ];
}

describe('the data folder (database, its WAL, identity documents)', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'guest-api-modes-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is readable by the API user only: folders 700, files 600', async () => {
    const proof = await startProofApp();
    try {
      const baseUrl = await proof.listen();
      // Lukas Schmidt (ESG1003) sends pre check-in with a photo and a scan.
      const token = await proof.signIn('ESG', 'ESG1003');
      const primary = await proof.store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select('g.id')
        .where('r.reservation_number', '=', 'ESG1003')
        .where('g.is_primary', '=', 1)
        .executeTakeFirst();
      const form = new FormData();
      form.append(
        'fields',
        JSON.stringify({
          guests: [
            {
              id: Number(primary?.id),
              firstName: 'Lukas',
              lastName: 'Schmidt',
              isChild: false,
              nationality: 'VN',
              newDocuments: [0, 1],
            },
          ],
        }),
      );
      form.append(
        'documents',
        new Blob([new Uint8Array(png(8, 6))], { type: 'image/png' }),
        'passport.png',
      );
      form.append(
        'documents',
        new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }),
        'visa.pdf',
      );
      const response = await fetch(`${baseUrl}/api/check-in`, {
        method: 'POST',
        headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const entries = walk(proof.dataDir);
      if (STORE_UNDER_TEST === 'sqlite')
        expect(entries.some((entry) => entry.endsWith('-wal'))).toBe(true);
      // The documents went into the database; their working files are gone.
      expect(await keptDocumentNames(proof.store)).toHaveLength(2);
      expect(entries.filter((entry) => /\.(png|pdf)$/.test(entry))).toEqual([]);
      for (const entry of entries) {
        expect(modeOf(entry).toString(8), entry).toBe(
          statSync(entry).isDirectory() ? '700' : '600',
        );
      }
    } finally {
      await proof.close();
    }
  });

  it('tightens a data folder and database left readable by an earlier release', () => {
    const dataDir = path.join(parent, 'earlier');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    openDatabase(dataDir).close();
    for (const name of readdirSync(dataDir)) chmodSync(path.join(dataDir, name), 0o644);
    const db = openDatabase(dataDir);
    expect(modeOf(dataDir).toString(8)).toBe('700');
    for (const name of readdirSync(dataDir))
      expect(modeOf(path.join(dataDir, name)).toString(8), name).toBe('600');
    db.close();
  });
});

/** Sends one raw HTTP/1.1 request and answers the status line, the headers and the body. */
function rawRequest(port: number, requestLine: string, headers: Record<string, string>) {
  const text = `${requestLine}\r\n${Object.entries({
    host: '127.0.0.1',
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...body] = answer.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: body.join('\r\n\r\n'),
      });
    });
  });
}

describe('requests in absolute form (`GET http://host/api/… HTTP/1.1`)', () => {
  let proof: ProofApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    proof = await startProofApp();
    token = await proof.signIn('ESG', 'ESG1001');
    port = Number(new URL(await proof.listen()).port);
  });
  afterAll(() => proof.close());

  it('go through the same checks as the usual form: the hotel key and the token are read, nothing is cached', async () => {
    const target = `http://127.0.0.1:${port}/api/customer-flow/me`;
    const signedIn = await rawRequest(port, `GET ${target} HTTP/1.1`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      authorization: `Bearer ${token}`,
    });
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body)).toMatchObject({ lastName: 'Nguyen' });
    expect(signedIn.headers).toMatch(/\ncache-control: no-store/);

    const anonymous = await rawRequest(port, `GET ${target} HTTP/1.1`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers).toMatch(/\ncache-control: no-store/);
  });

  it('to an unknown API address answer the API 404, not the portal page', async () => {
    const answer = await rawRequest(
      port,
      `GET http://127.0.0.1:${port}/api/no-such-call HTTP/1.1`,
      {},
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('the portal page', () => {
  let proof: ProofApp;
  beforeAll(async () => {
    proof = await startProofApp();
  });
  afterAll(() => proof.close());

  it.each(['/', '/login', '/home', '/auth', '/index.html'])(
    '%s is revalidated on every visit (no-cache), so a new build is picked up at once',
    async (url) => {
      const response = await proof.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashed assets are cached for a year', async () => {
    const response = await proof.inject({ method: 'GET', url: '/assets/index-proof.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
