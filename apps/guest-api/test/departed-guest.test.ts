import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import { createSessionRepository } from '../src/platform/sessions/session-repository.ts';
import { sessionTokenOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Mr Walker's stay (ESG1002, departing today) and the hotel's clock. */
async function walkersStay() {
  return server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .innerJoin('guests as g', 'g.reservation_id', 'r.id')
    .select([
      'r.arrival_date as arrivalDate',
      'r.departure_date as departureDate',
      'g.last_name as surname',
      'g.id as guestId',
      'h.id as hotelId',
      'h.time_zone as timeZone',
    ])
    .where('r.reservation_number', '=', 'ESG1002')
    .executeTakeFirstOrThrow();
}

const signInWalker = async (stay: Awaited<ReturnType<typeof walkersStay>>) =>
  server.call('POST', '/api/auth/sign-in', {
    body: { reservation: 'ESG1002', arrivalDate: stay.arrivalDate, surname: stay.surname },
  });

describe('a departed guest keeps the portal for 7 days after departure', () => {
  it("signs in until the hotel's midnight that ends the seventh day, the session cut there; then STAY_ENDED", async () => {
    const stay = await walkersStay();
    const closesAt = hotelInstant(addDays(stay.departureDate, 8), '00:00', stay.timeZone);
    const started = server.clock.now;
    try {
      // The seventh day after departure, an hour before its end on the hotel's clock.
      server.clock.now = new Date(Date.parse(closesAt) - 3_600_000);
      const late = await signInWalker(stay);
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      expect(late.body.expiresAt).toBe(closesAt);
      const bill = await server.call('GET', '/api/customer-flow/me', {
        token: sessionTokenOf(late),
      });
      expect(bill.status).toBe(200);

      // The eighth day: the reservation, date and surname match, the portal is closed.
      server.clock.now = new Date(Date.parse(closesAt) + 60_000);
      const closed = await signInWalker(stay);
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ code: 'STAY_ENDED' });
      // The session opened the day before has ended with the window.
      const after = await server.call('GET', '/api/customer-flow/me', {
        token: sessionTokenOf(late),
      });
      expect(after.status).toBe(401);

      // The hotel's one-time link is refused the same way.
      const { token } = await createSessionRepository(server.store).open(
        stay.guestId,
        stay.hotelId,
        'sign-in-link',
        3_600_000,
        server.clock.now,
      );
      const exchanged = await server.call('POST', '/api/auth/token-exchange', { body: { token } });
      expect(exchanged.status).toBe(403);
      expect(exchanged.body).toMatchObject({ code: 'STAY_ENDED' });
    } finally {
      server.clock.now = started;
    }
  });
});
