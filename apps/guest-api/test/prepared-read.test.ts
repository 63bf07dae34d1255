import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRead, preparedWrite } from '../src/db/prepared.ts';
import { inTransaction, type Store } from '../src/db/store.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const guestsOf = preparedRead((store: Store, reservationNumber: string, primary: number) =>
  store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['g.last_name', 'g.first_name'])
    .where('h.code', '=', 'ESG')
    .where('r.reservation_number', '=', reservationNumber)
    .where('g.is_primary', '=', primary)
    .orderBy('g.id')
    .limit(5),
);

describe('a read prepared once', () => {
  it("binds each call's own values, keeps the values written into it, and answers as the builder would", async () => {
    const walker = await guestsOf(server.store, 'ESG1002', 1);
    const schmidts = await guestsOf(server.store, 'ESG1003', 0);
    const nguyen = await guestsOf(server.store, 'ESG1001', 1);
    expect(walker.map((guest) => guest.last_name)).toEqual(['Walker']);
    expect(schmidts.map((guest) => guest.first_name)).toEqual(['Anna', 'Mia']);
    expect(nguyen).toEqual(
      await server.store
        .selectFrom('guests as g')
        .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
        .select(['g.last_name', 'g.first_name'])
        .where('r.reservation_number', '=', 'ESG1001')
        .where('r.hotel_id', '=', 1)
        .where('g.is_primary', '=', 1)
        .execute(),
    );
    expect(await guestsOf(server.store, 'ESG9999', 1)).toEqual([]);
  });
});

describe('a prepared read while a transaction is open', () => {
  it('never sees the writes of a transaction that is rolled back', async () => {
    const [before] = await guestsOf(server.store, 'ESG1002', 1);
    let during: Promise<unknown[]> | undefined;
    await expect(
      inTransaction(server.store, async (transaction) => {
        await transaction
          .updateTable('guests')
          .set({ last_name: 'Rolled back' })
          .where('last_name', '=', 'Walker')
          .execute();
        // On SQLite the read shares the transaction's connection: it waits for its end.
        during = guestsOf(server.store, 'ESG1002', 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await during).toEqual([before]);
    expect(await guestsOf(server.store, 'ESG1002', 1)).toEqual([before]);
  });
});

const renameGuests = preparedWrite((store: Store, from: string, to: string) =>
  store.updateTable('guests').set({ last_name: to }).where('last_name', '=', from),
);

describe('a write prepared once', () => {
  it("binds each call's own values", async () => {
    await renameGuests(server.store, 'Walker', 'Walker-Once');
    await renameGuests(server.store, 'Walker-Once', 'Walker-Twice');
    expect((await guestsOf(server.store, 'ESG1002', 1)).map((guest) => guest.last_name)).toEqual([
      'Walker-Twice',
    ]);
    await renameGuests(server.store, 'Walker-Twice', 'Walker');
  });

  it('waits for an open transaction to end, and is not rolled back with it', async () => {
    let during: Promise<void> | undefined;
    await expect(
      inTransaction(server.store, async (transaction) => {
        await transaction
          .updateTable('guests')
          .set({ first_name: 'Rolled back' })
          .where('last_name', '=', 'Walker')
          .execute();
        during = renameGuests(server.store, 'Walker', 'Walker-After');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await during;
    const [after] = await guestsOf(server.store, 'ESG1002', 1);
    expect(after?.last_name).toBe('Walker-After');
    expect(after?.first_name).not.toBe('Rolled back');
    await renameGuests(server.store, 'Walker-After', 'Walker');
  });
});
