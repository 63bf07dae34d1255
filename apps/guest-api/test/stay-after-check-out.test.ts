import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const streams: OpenStream[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function reservationId(number: string): Promise<number> {
  const row = await server.store
    .selectFrom('reservations')
    .select('id')
    .where('reservation_number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('a stay the front desk has checked out', () => {
  it('reads Checked out, live, and keeps the bill and the rating; every other change is refused', async () => {
    // Mr Walker (ESG1002) departs today: he requests check-out, the desk checks him out.
    const token = await server.signIn('ESG', 'ESG1002');
    const stream = await openStream(`${server.baseUrl}/api/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      authorization: `Bearer ${token}`,
    });
    streams.push(stream);
    expect((await stream.next())?.event).toBe('ready');
    const requested = await server.call('POST', '/api/check-out', {
      token,
      body: { minibarUsed: false },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect((await stream.next())?.event).toBe('check-out.updated');

    const desk = await signInStaff(server, 'ESG', 'front-desk');
    const done = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${await reservationId('ESG1002')}/check-out`,
      { body: {} },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The guest's open portal hears of it.
    const told = [(await stream.next())?.event, (await stream.next())?.event];
    expect(told).toEqual(expect.arrayContaining(['check-out.updated', 'reservation.updated']));

    const reservation = await server.call('GET', '/api/reservation', { token });
    expect(reservation.body).toMatchObject({
      status: 'Checked out',
      checkIn: { open: false },
      checkOut: { status: 'done', open: false },
      cancellation: { open: false },
    });
    const profile = await server.call('GET', '/api/customer-flow/me', { token });
    // The room is no longer the guest's: room service and the home screen stop showing it.
    expect(profile.body).toMatchObject({
      status: 'Checked out',
      reservation: { roomNumber: null },
    });

    // What stays: the bill and the rating.
    expect((await server.call('GET', '/api/bills', { token })).status).toBe(200);
    const rated = await server.call('PUT', '/api/rating', {
      token,
      body: { score: 4, experience: 'Quiet room' },
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);

    // Nothing else of the stay changes, each refused with the same clear code.
    const writes: [string, string, unknown][] = [
      ['POST', '/api/check-out', { minibarUsed: false }],
      ['POST', '/api/room-service/cart-check', { lines: [{ itemId: 1, quantity: 1 }] }],
      ['POST', '/api/reservation/cancel', { reason: 'Gone home', policyAgreed: true }],
      ['PUT', '/api/billing-info', { taxCode: '', businessName: '', address: '', email: '' }],
      ['POST', '/api/programs/1/reservation', { seats: 1, notes: '' }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await server.call(method, path, { token, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(409);
      expect(answer.body).toMatchObject({ code: 'STAY_CHECKED_OUT', message: expect.any(String) });
    }
    const order = await server.call('POST', '/api/room-service/orders', {
      token,
      headers: { 'idempotency-key': 'after-check-out-0001' },
      body: { lines: [{ itemId: 1, quantity: 1 }] },
    });
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ code: 'STAY_CHECKED_OUT' });
  });
});
