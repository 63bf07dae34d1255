import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { png } from './fixtures.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';
import { keptDocument } from './support/kept-documents.ts';

let server: TestServer;
let esgDesk: StaffSignedIn;
let vctDesk: StaffSignedIn;
beforeAll(async () => {
  server = await startTestServer();
  esgDesk = await signInStaff(server, 'ESG', 'front-desk');
  vctDesk = await signInStaff(server, 'VCT', 'front-desk');
});
afterAll(() => server.close());

interface Day {
  date: string;
  reservations: FrontDeskReservation[];
}

const reservationOf = async (hotel: string, number: string) => {
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

/** Lukas Schmidt (ESG1003) sends pre check-in with a passport photo; answers the stored document's id. */
async function schmidtSendsPreCheckIn(): Promise<number> {
  const token = await server.signIn('ESG', 'ESG1003');
  const primary = await server.guestId('ESG', 'ESG1003');
  const stay = await reservationOf('ESG', 'ESG1003');
  const form = new FormData();
  form.append(
    'fields',
    JSON.stringify({
      arrivalTime: '15:30',
      preferenceCodes: [],
      guests: [
        {
          id: primary,
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
  const row = await server.store
    .selectFrom('identity_documents')
    .select('id')
    .where('guest_id', '=', primary)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return Number(row?.id);
}

describe('arrivals and departures of a hotel date', () => {
  it("default to today on the hotel's calendar, each with guests, room, states and check-out options", async () => {
    const arrivals = await staffCall<Day>(server, esgDesk, 'GET', '/api/staff/front-desk/arrivals');
    expect(arrivals.status).toBe(200);
    expect(arrivals.body.date).toBe(hotelToday('Asia/Ho_Chi_Minh', server.clock.now));

    const departures = await staffCall<Day>(
      server,
      esgDesk,
      'GET',
      '/api/staff/front-desk/departures',
    );
    const walker = departures.body.reservations.find(
      (line) => line.reservationNumber === 'ESG1002',
    );
    expect(walker).toMatchObject({ state: 'Arrived', checkOut: { state: 'none', options: [] } });
    expect(walker?.guests.map((guest) => guest.lastName)).toContain('Walker');
  });

  it('list the arrivals of another date, and only the own hotel', async () => {
    const { arrival } = await reservationOf('ESG', 'ESG1003');
    const answer = await staffCall<Day>(
      server,
      esgDesk,
      'GET',
      `/api/staff/front-desk/arrivals?date=${arrival}`,
    );
    expect(answer.body.date).toBe(arrival);
    expect(answer.body.reservations.map((line) => line.reservationNumber)).toEqual(['ESG1003']);
    expect(answer.body.reservations[0]).toMatchObject({
      state: 'Confirmed',
      roomNumber: null,
      preCheckIn: { state: 'not-sent', sentAt: null },
    });
    expect(answer.body.reservations[0]?.guests).toHaveLength(3);
  });

  it('refuses a date that is not one (400)', async () => {
    const answer = await staffCall(
      server,
      esgDesk,
      'GET',
      '/api/staff/front-desk/arrivals?date=tomorrow',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('a pre check-in in full, and its identity documents', () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = await schmidtSendsPreCheckIn();
  });

  it('shows the guests, arrival time and documents by id, and the pre check-in as sent, without identity data', async () => {
    const { id } = await reservationOf('ESG', 'ESG1003');
    const answer = await staffCall(
      server,
      esgDesk,
      'GET',
      `/api/staff/front-desk/reservations/${id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reservationNumber: 'ESG1003',
      arrivalTime: '15:30',
      preCheckIn: { state: 'sent' },
    });
    const guests = answer.body.guests as Record<string, unknown>[];
    expect(guests[0]).toMatchObject({
      lastName: 'Schmidt',
      hasIdentityDetails: true,
      documents: [{ id: documentId, contentType: 'image/png' }],
    });
    expect(guests[0]).not.toHaveProperty('declaration');
    expect(guests[0]).not.toHaveProperty('nationality');
    expect(JSON.stringify(answer.body)).not.toContain('C01X00T47');
    expect(JSON.stringify(answer.body)).not.toContain('1980-04-02');
  });

  it('answers the identity details on request, each read written to the audit log', async () => {
    const { id } = await reservationOf('ESG', 'ESG1003');
    const answer = await staffCall<{
      guests: { id: number; nationality: string | null; declaration: unknown }[];
    }>(server, esgDesk, 'GET', `/api/staff/front-desk/identity-details/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.guests[0]).toMatchObject({
      firstName: 'Lukas',
      nationality: 'DE',
      declaration: { passportNumber: 'C01X00T47', dateOfBirth: '1980-04-02' },
    });
    const logged = await server.store
      .selectFrom('audit_log')
      .select(['staff_id', 'subject', 'at'])
      .where('action', '=', 'identity-details-viewed')
      .execute();
    expect(logged).toEqual([
      {
        staff_id: esgDesk.session.staff.id,
        subject: 'ESG1003 identity details',
        at: server.clock.now.toISOString(),
      },
    ]);
  });

  it('answers the stored file with its content type, not kept by the browser, and writes the view to the audit log', async () => {
    const response = await fetch(`${server.baseUrl}/api/staff/identity-documents/${documentId}`, {
      headers: { [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG, cookie: esgDesk.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = await server.store
      .selectFrom('identity_documents')
      .select('stored_name')
      .where('id', '=', documentId)
      .executeTakeFirst();
    const kept = await keptDocument(server.store, String(stored?.stored_name));
    expect(Buffer.from(await response.arrayBuffer()).equals(kept)).toBe(true);

    const manager = await signInStaff(server, 'ESG', 'manager');
    const log = await staffCall<{
      entries: { staffId: number; action: string; subject: string; at: string }[];
    }>(server, manager, 'GET', '/api/staff/audit-log');
    const view = log.body.entries.find((entry) => entry.action === 'identity-document-viewed');
    expect(view).toMatchObject({
      staffId: esgDesk.session.staff.id,
      subject: `ESG1003 document ${documentId}`,
      at: server.clock.now.toISOString(),
    });
  });

  it("is another hotel's front desk's to see neither (404, nothing logged)", async () => {
    const { id } = await reservationOf('ESG', 'ESG1003');
    const reservation = await staffCall(
      server,
      vctDesk,
      'GET',
      `/api/staff/front-desk/reservations/${id}`,
    );
    expect(reservation.status).toBe(404);
    const document = await staffCall(
      server,
      vctDesk,
      'GET',
      `/api/staff/identity-documents/${documentId}`,
    );
    expect(document.status).toBe(404);
    const details = await staffCall(
      server,
      vctDesk,
      'GET',
      `/api/staff/front-desk/identity-details/${id}`,
    );
    expect(details.status).toBe(404);
    const logged = await server.store
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', 'in', ['identity-document-viewed', 'identity-details-viewed'])
      .where('staff_id', '=', vctDesk.session.staff.id)
      .executeTakeFirst();
    expect(Number(logged?.n)).toBe(0);
  });
});
