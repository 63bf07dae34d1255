import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import { png } from './fixtures.ts';
import { fillGuestSearchTexts } from '../src/platform/stay/folded-names.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

interface Found {
  reservations: FrontDeskReservation[];
  more: boolean;
}

let server: TestServer;
let esgDesk: StaffSignedIn;
let vctDesk: StaffSignedIn;
let today: string;
beforeAll(async () => {
  server = await startTestServer();
  esgDesk = await signInStaff(server, 'ESG', 'front-desk');
  vctDesk = await signInStaff(server, 'VCT', 'front-desk');
  today = hotelToday('Asia/Ho_Chi_Minh', server.clock.now);
  // A Vietnamese family typed in at the desk, arriving in 20 days: the newest arrival of ESG.
  const created = await staffCall(server, esgDesk, 'POST', '/api/staff/front-desk/reservations', {
    body: {
      reservationNumber: 'ESG2001',
      arrivalDate: addDays(today, 20),
      departureDate: addDays(today, 22),
      roomType: 'Deluxe King',
      state: 'Confirmed',
      guests: [
        { firstName: 'Văn An', lastName: 'Nguyễn', email: 'An.Nguyen@Example.com' },
        { firstName: 'Đức', lastName: 'Trần', email: '' },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(() => server.close());

const search = (typed: string, who: StaffSignedIn = esgDesk) =>
  staffCall<Found>(
    server,
    who,
    'GET',
    `/api/staff/front-desk/search?q=${encodeURIComponent(typed)}`,
  );

const numbersFound = async (typed: string, who: StaffSignedIn = esgDesk) => {
  const answer = await search(typed, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.reservations.map((line) => line.reservationNumber);
};

describe('finding a reservation of any date', () => {
  it('by full name typed without accents, in either order and any case', async () => {
    expect(await numbersFound('nguyen van an')).toEqual(['ESG2001']);
    expect(await numbersFound('VAN AN NGUYEN')).toEqual(['ESG2001']);
    // A typed word is a word's start: "an" is also Minh Anh Nguyen's (ESG1001).
    expect(await numbersFound('an nguyen')).toEqual(['ESG2001', 'ESG1001']);
    expect(await numbersFound('Nguyễn Văn An')).toEqual(['ESG2001']);
  });

  it('by surname alone: every reservation with such a guest, newest arrival first', async () => {
    // ESG2001 arrives in 20 days, the demo's ESG1001 (Minh Anh Nguyen) arrived 2 days ago.
    expect(await numbersFound('nguyen')).toEqual(['ESG2001', 'ESG1001']);
  });

  it('by any guest of the reservation, đ folded to d', async () => {
    expect(await numbersFound('duc')).toEqual(['ESG2001']);
    expect(await numbersFound('TRAN DUC')).toEqual(['ESG2001']);
    const [line] = (await search('đức trần')).body.reservations;
    expect(line?.guests.map((guest) => `${guest.firstName} ${guest.lastName}`)).toEqual([
      'Văn An Nguyễn',
      'Đức Trần',
    ]);
  });

  it('by e-mail, case ignored', async () => {
    expect(await numbersFound('an.nguyen@example.com')).toEqual(['ESG2001']);
    expect(await numbersFound('LUKAS.SCHMIDT@EXAMPLE.COM')).toEqual(['ESG1003']);
  });

  it('by reservation number, whole or in part', async () => {
    expect(await numbersFound('esg1003')).toEqual(['ESG1003']);
    expect(await numbersFound('2001')).toEqual(['ESG2001']);
  });

  it('answers each line with its dates, room and states', async () => {
    const [walker] = (await search('walker')).body.reservations;
    expect(walker).toMatchObject({
      reservationNumber: 'ESG1002',
      departureDate: today,
      roomNumber: '905',
      state: 'Arrived',
      preCheckIn: { state: 'not-sent' },
    });
  });

  it('matches words from their start, and typed wildcards only as themselves', async () => {
    expect(await numbersFound('guyen')).toEqual([]);
    expect(await numbersFound('%%')).toEqual([]);
    expect(await numbersFound('__')).toEqual([]);
  });

  it("never finds another hotel's reservations", async () => {
    expect(await numbersFound('nguyen van an', vctDesk)).toEqual([]);
    expect(await numbersFound('esg1001', vctDesk)).toEqual([]);
    expect(await numbersFound('nguyen', vctDesk)).toEqual(['VCT1001']);
  });

  it('shows at most 20, saying there are more to refine', async () => {
    const arrival = addDays(today, 30);
    const rows = Array.from(
      { length: 21 },
      (_, index) =>
        `ESG3${String(index).padStart(3, '0')},${arrival},${addDays(arrival, 1)},Deluxe King,Hà,Lê,`,
    );
    const imported = await staffCall(
      server,
      esgDesk,
      'POST',
      '/api/staff/front-desk/reservation-imports',
      {
        body: {
          csv: [
            'reservation_number,arrival_date,departure_date,room_type,given_name,surname,email',
            ...rows,
          ].join('\n'),
        },
      },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const answer = await search('le ha');
    expect(answer.body.reservations).toHaveLength(20);
    expect(answer.body.more).toBe(true);
    expect((await search('nguyen van an')).body.more).toBe(false);
  });

  it('finds a guest by the name the pre check-in gave, and a sharer it added', async () => {
    const token = await server.signIn('ESG', 'ESG1004');
    const primary = await server.guestId('ESG', 'ESG1004');
    const form = new FormData();
    form.append(
      'fields',
      JSON.stringify({
        guests: [
          {
            id: primary,
            firstName: 'Thu Hà',
            lastName: 'Phạm',
            isChild: false,
            nationality: 'VN',
            newDocuments: [0],
          },
          {
            firstName: 'Đình Khoa',
            lastName: 'Võ',
            isChild: false,
            nationality: 'VN',
            newDocuments: [1],
          },
        ],
      }),
    );
    for (const name of ['ha.png', 'khoa.png'])
      form.append('documents', new Blob([new Uint8Array(png(8, 6))], { type: 'image/png' }), name);
    const sent = await server.call('POST', '/api/check-in', { token, raw: form });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await numbersFound('vo dinh khoa')).toEqual(['ESG1004']);
    // The primary guest's e-mail is kept in the search with the new spelling of the name.
    expect(await numbersFound('pham thu ha')).toEqual(['ESG1004']);
    expect(await numbersFound('thuha.pham@example.com')).toEqual(['ESG1004']);
  });

  it('finds guests written before the search existed, once folded at start', async () => {
    await server.store
      .updateTable('guests')
      .set({ search_text: null })
      .where('last_name', '=', 'Walker')
      .execute();
    expect(await numbersFound('walker')).toEqual([]);
    await fillGuestSearchTexts(server.store);
    expect(await numbersFound('emma walker')).toEqual(['ESG1002']);
  });

  it('refuses a query shorter than 2 characters (400)', async () => {
    const answer = await search(' a ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is refused to the kitchen and the concierge, allowed to the manager', async () => {
    for (const role of ['kitchen', 'concierge'] as const) {
      const answer = await search('nguyen', await signInStaff(server, 'ESG', role));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const manager = await signInStaff(server, 'ESG', 'manager');
    expect(await numbersFound('nguyen van an', manager)).toEqual(['ESG2001']);
  });
});

describe('the guests in the house', () => {
  const inHouse = (who: StaffSignedIn) =>
    staffCall<{ reservations: FrontDeskReservation[] }>(
      server,
      who,
      'GET',
      '/api/staff/front-desk/in-house',
    );

  it('are the Arrived reservations by room, with guests and departure', async () => {
    const answer = await inHouse(esgDesk);
    expect(answer.status).toBe(200);
    expect(
      answer.body.reservations.map((line) => [
        line.roomNumber,
        line.reservationNumber,
        line.guests.map((guest) => guest.lastName),
        line.departureDate,
      ]),
    ).toEqual([
      ['905', 'ESG1002', ['Walker'], today],
      ['1208', 'ESG1001', ['Nguyen', 'Tran'], addDays(today, 3)],
    ]);
  });

  it('leave the list once checked out, and only the own hotel is listed', async () => {
    const [walker] = (await inHouse(esgDesk)).body.reservations;
    const out = await staffCall(
      server,
      esgDesk,
      'POST',
      `/api/staff/front-desk/reservations/${String(walker?.id)}/check-out`,
      { body: {} },
    );
    expect(out.status).toBe(200);
    expect(
      (await inHouse(esgDesk)).body.reservations.map((line) => line.reservationNumber),
    ).toEqual(['ESG1001']);
    expect(
      (await inHouse(vctDesk)).body.reservations.map((line) => line.reservationNumber),
    ).toEqual(['VCT1002', 'VCT1001']);
  });

  it('are refused to the kitchen (403)', async () => {
    const answer = await inHouse(await signInStaff(server, 'ESG', 'kitchen'));
    expect(answer.status).toBe(403);
  });
});
