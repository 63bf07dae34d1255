import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresStore, type Store } from '../src/db/store.ts';
import { startApiInstance, type ApiInstance } from './support/api-instances.ts';
import { openMailBox, type MailBox } from './support/mail-box.ts';
import { createTestDatabase, dropDatabase } from './support/postgres-databases.ts';

// Issue #26: two API processes send one outbox; one is SIGKILLed during a burst of 500 e-mails.
const BURST = 500;
/** What one instance sends at once (the sender's concurrency): all that a kill may repeat. */
const IN_FLIGHT_AT_MOST = 4;

let databaseUrl = '';
let store: Store;
let box: MailBox;
const instances: ApiInstance[] = [];

function env(): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${box.port}`,
    MAIL_FROM: 'stay@esg.example',
    PORTAL_PUBLIC_URL: 'https://portal.esg.example',
    MAIL_LEASE_SECONDS: '3',
    MAIL_POLL_MS: '100',
  };
}

beforeAll(async () => {
  box = await openMailBox();
  databaseUrl = await createTestDatabase(inject('postgresAdminUrl'));
  instances.push(
    ...(await Promise.all(['a', 'b'].map((name) => startApiInstance(name, databaseUrl, env())))),
  );
  store = postgresStore(databaseUrl, 2);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await store?.destroy();
  await box?.stop();
  await dropDatabase(inject('postgresAdminUrl'), new URL(databaseUrl).pathname.slice(1));
}, 60_000);

describe('the outbox through a crash', () => {
  it('delivers every message of a burst after an instance is SIGKILLed; only those in flight may go twice', async () => {
    const guest = await store
      .selectFrom('guests as g')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .select(['g.id as guestId', 'r.id as reservationId', 'r.hotel_id as hotelId'])
      .where('r.cancelled_at', 'is', null)
      .where('r.checked_out_at', 'is', null)
      .orderBy('r.arrival_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await store
      .insertInto('guest_messages')
      .values(
        Array.from({ length: BURST }, (_, i) => ({
          hotel_id: guest.hotelId,
          reservation_id: guest.reservationId,
          guest_id: guest.guestId,
          kind: 'invitation',
          recipient: `burst-${i}@guest.example`,
          due_at: now,
          next_attempt_at: now,
          message_id: `burst-${i}-${crypto.randomUUID()}`,
          created_at: now,
        })),
      )
      .execute();

    // Mid-burst, the first instance dies at once; the second goes on, the first comes back.
    await box.waitFor(BURST / 5, 60_000);
    const [a, b] = instances;
    await a?.kill();
    instances.splice(0, 1);
    expect(box.received.length).toBeLessThan(BURST);
    instances.push(await startApiInstance('a2', databaseUrl, env()));

    await box.waitFor(BURST, 90_000);
    // Wait for the outbox to say so too: every message sent, none left scheduled or failed.
    let states: Record<string, number> = {};
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const rows = await store
        .selectFrom('guest_messages')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('recipient', 'like', 'burst-%')
        .groupBy('state')
        .execute();
      states = Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
      if (states.sent === BURST) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Each message is marked sent once the mail server took it: the mailbox has them all now.
    const delivered = new Map<string, number>();
    for (const mail of box.received)
      delivered.set(mail.messageId ?? '', (delivered.get(mail.messageId ?? '') ?? 0) + 1);
    const twice = [...delivered.values()].filter((count) => count > 1).length;
    console.log(
      `burst of ${BURST}: ${delivered.size} delivered, ${twice} sent twice (in flight at the kill)`,
    );
    expect(states).toEqual({ sent: BURST });
    expect(delivered.size).toBe(BURST);
    expect(twice).toBeLessThanOrEqual(IN_FLIGHT_AT_MOST);
    expect(b).toBeDefined();
  }, 180_000);
});
