import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabaseDocumentStore } from '../src/platform/documents/database-document-store.ts';
import { sweepIdentityDocuments } from '../src/platform/documents/identity-document-retention.ts';
import { png } from './fixtures.ts';
import { isKept } from './support/kept-documents.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const DAY_MS = 24 * 3_600_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The primary guest of a demo reservation sends pre check-in with one photo; answers its stored name. */
async function sendDocument(number: string): Promise<{ id: number; storedName: string }> {
  const reservation = await server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select('r.id')
    .where('h.code', '=', 'ESG')
    .where('r.reservation_number', '=', number)
    .executeTakeFirstOrThrow();
  // Pre check-in is open before arrival only: the story is told from there.
  await server.store
    .updateTable('reservations')
    .set({ status: 'Confirmed', checked_out_at: null })
    .where('id', '=', reservation.id)
    .execute();
  const token = await server.signIn('ESG', number);
  const guest = await server.store
    .selectFrom('guests')
    .select(['id', 'first_name', 'last_name'])
    .where('reservation_id', '=', reservation.id)
    .where('is_primary', '=', 1)
    .executeTakeFirstOrThrow();
  const form = new FormData();
  form.append(
    'fields',
    JSON.stringify({
      guests: [
        {
          id: guest.id,
          firstName: guest.first_name,
          lastName: guest.last_name,
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
  const row = await server.store
    .selectFrom('identity_documents')
    .select(['id', 'stored_name'])
    .where('reservation_id', '=', reservation.id)
    .executeTakeFirstOrThrow();
  return { id: row.id, storedName: row.stored_name };
}

const checkedOut = (number: string, at: Date) =>
  server.store
    .updateTable('reservations')
    .set({ checked_out_at: at.toISOString() })
    .where('reservation_number', '=', number)
    .execute();

const documentRow = (id: number) =>
  server.store
    .selectFrom('identity_documents')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();

describe("identity documents after the hotel's retention days", () => {
  it('are deleted with their files once the stay is that many days checked out; younger ones stay', async () => {
    const old = await sendDocument('ESG1003');
    const young = await sendDocument('ESG1005');
    const now = new Date();
    await checkedOut('ESG1003', new Date(now.getTime() - 31 * DAY_MS));
    await checkedOut('ESG1005', new Date(now.getTime() - 29 * DAY_MS));
    expect(
      (await isKept(server.store, old.storedName)) &&
        (await isKept(server.store, young.storedName)),
    ).toBe(true);

    const documents = await createDatabaseDocumentStore(
      server.store,
      path.join(server.dataDir, 'uploads'),
      () => new Date(),
    );
    const sweep = (at: Date) =>
      sweepIdentityDocuments(server.store, documents, new Map([['ESG', 30]]), at);
    const removed = await sweep(now);

    expect(removed).toBe(1);
    expect(await documentRow(old.id)).toBeUndefined();
    expect(await isKept(server.store, old.storedName)).toBe(false);
    expect(await documentRow(young.id)).toBeDefined();
    expect(await isKept(server.store, young.storedName)).toBe(true);

    // A hotel keeping them a week lets the younger one go too; a day later by the clock, not before.
    expect(await sweep(now)).toBe(0);
    expect(await sweep(new Date(now.getTime() + 2 * DAY_MS))).toBe(1);
    expect(await isKept(server.store, young.storedName)).toBe(false);
  });

  it('are swept by the API at start, then every period, on its own clock', async () => {
    const atStart = await sendDocument('ESG1004');
    await checkedOut('ESG1004', new Date(Date.now() - 40 * DAY_MS));
    const clock = { now: new Date() };
    const app = await buildApp({
      store: server.store,
      dataDir: server.dataDir,
      logLevel: 'silent',
      now: () => clock.now,
      retentionSweepMs: 50,
    });
    try {
      expect(await documentRow(atStart.id)).toBeUndefined();
      expect(await isKept(server.store, atStart.storedName)).toBe(false);

      const later = await sendDocument('ESG1003');
      await checkedOut('ESG1003', new Date());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await documentRow(later.id)).toBeDefined();
      clock.now = new Date(Date.now() + 31 * DAY_MS);
      await expect
        .poll(() => isKept(server.store, later.storedName), { timeout: 2_000 })
        .toBe(false);
      expect(await documentRow(later.id)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
