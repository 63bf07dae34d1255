import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFileDocumentStore } from '../src/features/check-in/document-store.ts';
import { sweepIdentityDocuments } from '../src/features/check-in/identity-document-retention.ts';
import { png } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const DAY_MS = 24 * 3_600_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The primary guest of a demo reservation sends pre check-in with one photo; answers its file's path. */
async function sendDocument(number: string): Promise<{ id: number; file: string }> {
  const reservation = server.db
    .prepare(
      "SELECT r.id FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE h.code = 'ESG' AND r.reservation_number = ?",
    )
    .get(number);
  // Pre check-in is open before arrival only: the story is told from there.
  server.db
    .prepare("UPDATE reservations SET status = 'Confirmed' WHERE id = ?")
    .run(Number(reservation?.id));
  const token = await server.signIn('ESG', number);
  const guest = server.db
    .prepare(
      'SELECT id, first_name, last_name FROM guests WHERE reservation_id = ? AND is_primary = 1',
    )
    .get(Number(reservation?.id));
  const form = new FormData();
  form.append(
    'fields',
    JSON.stringify({
      guests: [
        {
          id: Number(guest?.id),
          firstName: String(guest?.first_name),
          lastName: String(guest?.last_name),
          isChild: false,
          nationality: 'VN',
          newDocuments: [0],
        },
      ],
    }),
  );
  form.append('documents', new Blob([new Uint8Array(png(8, 6))], { type: 'image/png' }), 'id.png');
  const sent = await server.call('POST', '/api/check-in', { token, raw: form });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const row = server.db
    .prepare('SELECT id, stored_name FROM identity_documents WHERE reservation_id = ?')
    .get(Number(reservation?.id));
  return {
    id: Number(row?.id),
    file: path.join(server.dataDir, 'uploads', String(row?.stored_name)),
  };
}

const checkedOut = (number: string, at: Date) =>
  server.db
    .prepare('UPDATE reservations SET checked_out_at = ? WHERE reservation_number = ?')
    .run(at.toISOString(), number);

const documentRow = (id: number) =>
  server.db.prepare('SELECT id FROM identity_documents WHERE id = ?').get(id);

describe("identity documents after the hotel's retention days", () => {
  it('are deleted with their files once the stay is that many days checked out; younger ones stay', async () => {
    const old = await sendDocument('ESG1003');
    const young = await sendDocument('ESG1005');
    const now = new Date();
    checkedOut('ESG1003', new Date(now.getTime() - 31 * DAY_MS));
    checkedOut('ESG1005', new Date(now.getTime() - 29 * DAY_MS));
    expect(existsSync(old.file) && existsSync(young.file)).toBe(true);

    const store = createFileDocumentStore(path.join(server.dataDir, 'uploads'));
    const removed = await sweepIdentityDocuments(server.db, store, new Map([['ESG', 30]]), now);

    expect(removed).toBe(1);
    expect(documentRow(old.id)).toBeUndefined();
    expect(existsSync(old.file)).toBe(false);
    expect(documentRow(young.id)).toBeDefined();
    expect(existsSync(young.file)).toBe(true);

    // A hotel keeping them a week lets the younger one go too; a day later by the clock, not before.
    expect(await sweepIdentityDocuments(server.db, store, new Map([['ESG', 30]]), now)).toBe(0);
    const twoDaysOn = new Date(now.getTime() + 2 * DAY_MS);
    expect(await sweepIdentityDocuments(server.db, store, new Map([['ESG', 30]]), twoDaysOn)).toBe(
      1,
    );
    expect(existsSync(young.file)).toBe(false);
  });

  it('are swept by the API at start, then every period, on its own clock', async () => {
    const atStart = await sendDocument('ESG1004');
    checkedOut('ESG1004', new Date(Date.now() - 40 * DAY_MS));
    const clock = { now: new Date() };
    const app = await buildApp({
      db: server.db,
      store: server.store,
      dataDir: server.dataDir,
      logLevel: 'silent',
      now: () => clock.now,
      retentionSweepMs: 50,
    });
    try {
      expect(documentRow(atStart.id)).toBeUndefined();
      expect(existsSync(atStart.file)).toBe(false);

      const later = await sendDocument('ESG1003');
      checkedOut('ESG1003', new Date());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(documentRow(later.id)).toBeDefined();
      clock.now = new Date(Date.now() + 31 * DAY_MS);
      await expect.poll(() => existsSync(later.file), { timeout: 2_000 }).toBe(false);
      expect(documentRow(later.id)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
