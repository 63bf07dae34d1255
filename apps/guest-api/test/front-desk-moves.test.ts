import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontDeskReservationDetail } from '@portal/api-client/staff-contract/front-desk';
import { createInProcessEventBus } from '../src/platform/events/in-process-event-bus.ts';
import { png } from './fixtures.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { startTestServer, type HotelCode, type TestServer } from './test-server.ts';

let server: TestServer;
let desk: StaffSignedIn;
beforeAll(async () => {
  server = await startTestServer();
  desk = await signInStaff(server, 'ESG', 'front-desk');
});
afterAll(() => server.close());

const idOf = async (number: string, hotel: HotelCode = 'ESG') => {
  const row = await server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select('r.id')
    .where('h.code', '=', hotel)
    .where('r.reservation_number', '=', number)
    .executeTakeFirst();
  return Number(row?.id);
};

const move = async (number: string, path: string, body: unknown = {}, by: StaffSignedIn = desk) =>
  staffCall<FrontDeskReservationDetail & { code?: string }>(
    server,
    by,
    'POST',
    `/api/staff/front-desk/reservations/${await idOf(number)}/${path}`,
    { body },
  );

const order = (token: string, key: string) =>
  server.call<{ code?: string }>('POST', '/api/room-service/orders', {
    token,
    headers: { 'idempotency-key': key },
    body: { lines: [{ itemId: 1, quantity: 1 }] },
  });

describe('a guest arrives through the front desk (ESG1003, Confirmed, no room)', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.signIn('ESG', 'ESG1003');
  });

  it('may not be marked Arrived without a room (409 ROOM_REQUIRED_FOR_ARRIVAL)', async () => {
    const answer = await move('ESG1003', 'arrived');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ROOM_REQUIRED_FOR_ARRIVAL');
  });

  it('gets a room, but orders no room service and sees no room before Arrived', async () => {
    const assigned = await move('ESG1003', 'room', { roomNumber: '0712' });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ roomNumber: '0712', state: 'Confirmed' });
    const refused = await order(token, 'before-arrival-order');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ROOM_REQUIRED_FOR_ORDER');
    const profile = await server.call<{ reservation: { roomNumber: string | null } }>(
      'GET',
      '/api/customer-flow/me',
      { token },
    );
    expect(profile.body.reservation.roomNumber).toBeNull();
  });

  it('once Arrived sees the room and orders room service; the move is stamped with who and when', async () => {
    const arrived = await move('ESG1003', 'arrived');
    expect(arrived.status).toBe(200);
    expect(arrived.body.state).toBe('Arrived');
    expect(arrived.body.history.map((stamp) => stamp.move)).toEqual([
      'assign-room',
      'mark-arrived',
    ]);
    expect(arrived.body.history[1]).toMatchObject({
      by: desk.session.staff.name,
      at: server.clock.now.toISOString(),
    });
    const profile = await server.call<{ status: string; reservation: { roomNumber: string } }>(
      'GET',
      '/api/customer-flow/me',
      { token },
    );
    expect(profile.body).toMatchObject({ status: 'Arrived', reservation: { roomNumber: '0712' } });
    expect((await order(token, 'after-arrival-order')).status).toBe(201);
  });

  it('refuses a second arrival and a cancellation of an arrived stay (409)', async () => {
    for (const path of ['arrived', 'cancel', 'confirm']) {
      const answer = await move('ESG1003', path);
      expect(answer.status, path).toBe(409);
      expect(answer.body.code).toBe('RESERVATION_STATE_CONFLICT');
    }
  });
});

describe('confirm, cancel and check out', () => {
  it('confirms an unconfirmed reservation once, and cancels it at any time (past its deadline too)', async () => {
    expect((await move('ESG1004', 'confirm')).body.state).toBe('Confirmed');
    expect((await move('ESG1004', 'confirm')).status).toBe(409);
    const cancelled = await move('ESG1005', 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('Cancelled');
  });

  it('checks out an arrived guest, marking the check-out request done; not twice', async () => {
    const walker = await server.signIn('ESG', 'ESG1002');
    const requested = await server.call('POST', '/api/check-out', {
      token: walker,
      body: {
        options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'],
        minibarUsed: false,
        minibarNotes: '',
        notes: '',
      },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const done = await move('ESG1002', 'check-out');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      state: 'Checked out',
      checkOut: { state: 'done', options: ['CHECKOUT_LATE', 'CHECKOUT_TAXI_SERVICE'] },
    });
    expect((await move('ESG1002', 'check-out')).status).toBe(409);
    expect((await order(walker, 'after-check-out-order')).status).toBe(409);
  });

  it("refuses another hotel's reservation (404)", async () => {
    const vct = await signInStaff(server, 'VCT', 'front-desk');
    const answer = await move('ESG1004', 'cancel', {}, vct);
    expect(answer.status).toBe(404);
  });
});

describe('the pre check-in returned with a note', () => {
  it('shows the guest the note; sending again clears it, and the front desk accepts it', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    expect((await move('ESG1003', 'pre-check-in/accept')).status).toBe(409);

    const send = async () => {
      const form = new FormData();
      form.append(
        'fields',
        JSON.stringify({
          guests: [
            {
              id: await server.guestId('ESG', 'ESG1003'),
              firstName: 'Lukas',
              lastName: 'Schmidt',
              isChild: false,
              nationality: 'VN',
              newDocuments: [0],
            },
          ],
        }),
      );
      form.append(
        'documents',
        new Blob([new Uint8Array(png(8, 6))], { type: 'image/png' }),
        'id.png',
      );
      return server.call('POST', '/api/check-in', { token, raw: form });
    };
    // Arrived guests' pre check-in is closed; this story starts again before arrival.
    await server.store
      .updateTable('reservations')
      .set({ status: 'Confirmed' })
      .where('id', '=', await idOf('ESG1003'))
      .execute();
    expect((await send()).status).toBe(200);

    const returned = await move('ESG1003', 'pre-check-in/return', {
      note: 'The ID photo is blurred',
    });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      preCheckIn: { state: 'returned' },
      returnNote: 'The ID photo is blurred',
    });
    const seen = await server.call<{ returnNote: string | null }>('GET', '/api/check-in', {
      token,
    });
    expect(seen.body.returnNote).toBe('The ID photo is blurred');

    expect((await send()).status).toBe(200);
    const again = await server.call<{ returnNote: string | null }>('GET', '/api/check-in', {
      token,
    });
    expect(again.body.returnNote).toBeNull();
    const accepted = await move('ESG1003', 'pre-check-in/accept');
    expect(accepted.body.preCheckIn.state).toBe('accepted');
  });

  it('needs a note (400)', async () => {
    expect((await move('ESG1003', 'pre-check-in/return', { note: ' ' })).status).toBe(400);
  });
});

describe('cancellations listed', () => {
  it("lists the last days' cancellations, newest first, with who cancelled: a guest or the front desk", async () => {
    const pham = await server.signIn('ESG', 'ESG1004');
    // ESG1004 was confirmed above; a minute after the desk cancelled ESG1005, its guest cancels.
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const byGuest = await server.call('POST', '/api/reservation/cancel', {
      token: pham,
      body: { policyAgreed: true, reason: 'Plans changed' },
    });
    expect(byGuest.status, JSON.stringify(byGuest.body)).toBe(200);
    const answer = await staffCall<{
      cancellations: { reservationNumber: string; cancelledBy: { kind: string; name: string } }[];
    }>(server, desk, 'GET', '/api/staff/front-desk/cancellations');
    expect(answer.status).toBe(200);
    expect(
      answer.body.cancellations.map((entry) => [entry.reservationNumber, entry.cancelledBy]),
    ).toEqual([
      ['ESG1004', { kind: 'guest', name: 'Thu Ha Pham' }],
      ['ESG1005', { kind: 'staff', name: desk.session.staff.name }],
    ]);
    const vct = await signInStaff(server, 'VCT', 'front-desk');
    const other = await staffCall<{ cancellations: unknown[] }>(
      server,
      vct,
      'GET',
      '/api/staff/front-desk/cancellations',
    );
    expect(other.body.cancellations).toEqual([]);
  });
});

describe('live updates', () => {
  it('publishes each move to the event bus: reservation, check-in and check-out changes', async () => {
    const bus = createInProcessEventBus(() => undefined);
    const published: unknown[] = [];
    const own = await startTestServer({ eventBus: bus });
    try {
      const { id: hotelId } = await own.store
        .selectFrom('hotels')
        .select('id')
        .where('code', '=', 'ESG')
        .executeTakeFirstOrThrow();
      bus.subscribe(
        {
          hotelId,
          types: ['reservation.updated', 'check-in.updated', 'check-out.updated'],
        },
        (event) => published.push(event),
      );
      const ownDesk = await signInStaff(own, 'ESG', 'front-desk');
      const { id: walker } = await own.store
        .selectFrom('reservations')
        .select('id')
        .where('reservation_number', '=', 'ESG1002')
        .executeTakeFirstOrThrow();
      const answer = await staffCall(
        own,
        ownDesk,
        'POST',
        `/api/staff/front-desk/reservations/${walker}/check-out`,
        {
          body: {},
        },
      );
      expect(answer.status).toBe(200);
      expect(published).toEqual([
        { type: 'check-out.updated', hotelId, reservationId: walker },
        { type: 'reservation.updated', hotelId, reservationId: walker },
      ]);
    } finally {
      await own.close();
    }
  });
});
