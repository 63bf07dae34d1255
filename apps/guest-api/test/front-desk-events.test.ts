import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { png } from './fixtures.ts';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type HotelCode, type TestServer } from './test-server.ts';

let server: TestServer;
let desk: StaffSignedIn;
let vctDesk: StaffSignedIn;
let kitchen: StaffSignedIn;
const streams: OpenStream[] = [];
beforeAll(async () => {
  server = await startTestServer({ eventSessionCheckMs: 200 });
  desk = await signInStaff(server, 'ESG', 'front-desk');
  vctDesk = await signInStaff(server, 'VCT', 'front-desk');
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

const reservationOf = async (hotel: HotelCode, number: string) => {
  const row = await server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.id', 'r.arrival_date', 'r.departure_date'])
    .where('h.code', '=', hotel)
    .where('r.reservation_number', '=', number)
    .executeTakeFirst();
  return {
    id: Number(row?.id),
    arrival: String(row?.arrival_date),
    departure: String(row?.departure_date),
  };
};

async function staffStream(who: StaffSignedIn, hotel: HotelCode = 'ESG') {
  const stream = await openStream(`${server.baseUrl}/api/staff/events`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS[hotel],
    cookie: who.cookie,
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next())?.event).toBe('ready');
  return stream;
}

/** Lukas Schmidt (ESG1003) sends his pre check-in with a passport photo. */
async function schmidtSendsPreCheckIn(): Promise<void> {
  const token = await server.signIn('ESG', 'ESG1003');
  const stay = await reservationOf('ESG', 'ESG1003');
  const form = new FormData();
  form.append(
    'fields',
    JSON.stringify({
      arrivalTime: '15:30',
      guests: [
        {
          id: await server.guestId('ESG', 'ESG1003'),
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'DE',
          declaration: {
            fullName: 'Lukas Schmidt',
            gender: 'male',
            dateOfBirth: '1980-04-02',
            nationality: 'DE',
            passportNumber: 'C01X00T47',
            stayFrom: stay.arrival,
            stayTo: stay.departure,
          },
          newDocuments: [0],
        },
      ],
    }),
  );
  form.append(
    'documents',
    new Blob([new Uint8Array(png(8, 6))], { type: 'image/png' }),
    'passport.png',
  );
  const sent = await server.call('POST', '/api/check-in', { token, raw: form });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

describe("the front desk's live stream", () => {
  it('tells the front desk which reservation a guest changed: pre check-in sent, check-out requested, cancelled', async () => {
    const stream = await staffStream(desk);
    await schmidtSendsPreCheckIn();
    expect(await stream.next()).toEqual({
      event: 'check-in.updated',
      data: { type: 'check-in.updated', reservationId: (await reservationOf('ESG', 'ESG1003')).id },
    });
    const walker = await server.signIn('ESG', 'ESG1002');
    const checkOut = await server.call('POST', '/api/check-out', {
      token: walker,
      body: { options: ['CHECKOUT_LUGGAGE_STORE'], minibarUsed: false },
    });
    expect(checkOut.status, JSON.stringify(checkOut.body)).toBe(201);
    expect(await stream.next()).toEqual({
      event: 'check-out.updated',
      data: {
        type: 'check-out.updated',
        reservationId: (await reservationOf('ESG', 'ESG1002')).id,
      },
    });
    const pham = await server.signIn('ESG', 'ESG1004');
    const cancelled = await server.call('POST', '/api/reservation/cancel', {
      token: pham,
      body: { reason: 'Plans changed', policyAgreed: true },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stream.next()).toEqual({
      event: 'reservation.updated',
      data: {
        type: 'reservation.updated',
        reservationId: (await reservationOf('ESG', 'ESG1004')).id,
      },
    });
  });

  it("tells another front desk computer of a colleague's move, and not another hotel's desk", async () => {
    const colleague = await signInStaff(server, 'ESG', 'front-desk');
    const stream = await staffStream(colleague);
    const vctStream = await staffStream(vctDesk, 'VCT');
    const confirmed = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${(await reservationOf('ESG', 'ESG1005')).id}/room`,
      { body: { roomNumber: '0510' } },
    );
    expect(confirmed.status).toBe(200);
    expect((await stream.next())?.data).toEqual({
      type: 'reservation.updated',
      reservationId: (await reservationOf('ESG', 'ESG1005')).id,
    });
    expect(await vctStream.next(300)).toBeNull();
  });

  it("keeps the kitchen's stream to orders, and the front desk's to reservations", async () => {
    const kitchenStream = await staffStream(kitchen);
    const deskStream = await staffStream(desk);
    const token = await server.signIn('ESG', 'ESG1001');
    const ordered = await server.call('POST', '/api/room-service/orders', {
      token,
      headers: { 'idempotency-key': 'front-desk-events-0001' },
      body: { lines: [{ itemId: 1, quantity: 1 }] },
    });
    expect(ordered.status).toBe(201);
    expect((await kitchenStream.next())?.event).toBe('order.placed');
    expect(await deskStream.next(300)).toBeNull();
    await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${(await reservationOf('ESG', 'ESG1001')).id}/room`,
      { body: { roomNumber: '1209' } },
    );
    expect((await deskStream.next())?.event).toBe('reservation.updated');
    expect(await kitchenStream.next(300)).toBeNull();
  });
});
