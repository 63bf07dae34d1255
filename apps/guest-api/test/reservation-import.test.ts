import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import type {
  ImportPreview,
  ImportResult,
} from '@portal/api-client/staff-contract/reservation-import';
import type { MessageSender } from '../src/features/guest-messages/message-sender.ts';
import { openMailBox, type MailBox } from './support/mail-box.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { sessionTokenOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let box: MailBox;
let sender: MessageSender;
let esgDesk: StaffSignedIn;
let esgManager: StaffSignedIn;
let arrival: string;
let departure: string;
beforeAll(async () => {
  box = await openMailBox();
  server = await startTestServer({
    mail: {
      transport: box.transport(),
      mailFrom: 'stay@esg.example',
      portalPublicUrl: 'https://portal.esg.example',
      retryBaseMs: 60_000,
      pollMs: 3_600_000,
      onSender: (created) => {
        sender = created;
      },
    },
  });
  esgDesk = await signInStaff(server, 'ESG', 'front-desk');
  esgManager = await signInStaff(server, 'ESG', 'manager');
  arrival = addDays(hotelToday('Asia/Ho_Chi_Minh', server.clock.now), 10);
  departure = addDays(arrival, 3);
});
afterAll(async () => {
  await server.close();
  await box.stop();
});

const HEADER = 'reservation_number,arrival_date,departure_date,room_type,given_name,surname,email';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n');
}

async function reservationCount(number: string): Promise<number> {
  const row = await server.store
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('reservation_number', '=', number)
    .executeTakeFirst();
  return Number(row?.n);
}

const created = (body: Record<string, unknown>) =>
  staffCall<FrontDeskReservation>(server, esgDesk, 'POST', '/api/staff/front-desk/reservations', {
    body,
  });

const preview = (text: string, who: StaffSignedIn = esgDesk) =>
  staffCall<ImportPreview>(
    server,
    who,
    'POST',
    '/api/staff/front-desk/reservation-imports/preview',
    { body: { csv: text } },
  );

const imported = (text: string) =>
  staffCall<ImportResult & { code?: string; details?: { path: string; message: string }[] }>(
    server,
    esgDesk,
    'POST',
    '/api/staff/front-desk/reservation-imports',
    { body: { csv: text } },
  );

async function latestAudit(): Promise<AuditEntry> {
  const answer = await staffCall<{ entries: AuditEntry[] }>(
    server,
    esgManager,
    'GET',
    '/api/staff/audit-log?limit=1',
  );
  const entry = answer.body.entries[0];
  if (!entry) throw new Error('The audit log is empty');
  return entry;
}

describe('a reservation created by hand', () => {
  it('is stored in the state chosen, its guests can sign in, and the audit log says who', async () => {
    const answer = await created({
      reservationNumber: 'esg-7001',
      arrivalDate: arrival,
      departureDate: departure,
      roomType: 'Deluxe King',
      state: 'Unconfirmed',
      guests: [
        { firstName: 'Linh', lastName: 'Vo', email: 'linh.vo@example.com' },
        { firstName: 'Bao', lastName: 'Ho', email: '' },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      reservationNumber: 'ESG-7001',
      arrivalDate: arrival,
      departureDate: departure,
      roomType: 'Deluxe King',
      state: 'Unconfirmed',
      roomNumber: null,
    });
    expect(answer.body.guests.map((guest) => [guest.lastName, guest.isPrimary])).toEqual([
      ['Vo', true],
      ['Ho', false],
    ]);
    const signIn = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG-7001', arrivalDate: arrival, surname: 'Ho' },
    });
    expect(signIn.status).toBe(200);
    const byEmail = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'linh.vo@example.com', arrivalDate: arrival, surname: 'Vo' },
    });
    expect(byEmail.status).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'reservation-created',
      staffName: esgDesk.session.staff.name,
      subject: 'ESG-7001',
    });
  });

  it('refuses a number the hotel has, a room type it has not, and a departure before arrival', async () => {
    const base = {
      reservationNumber: 'ESG7002',
      arrivalDate: arrival,
      departureDate: departure,
      roomType: 'Deluxe King',
      state: 'Confirmed',
      guests: [{ firstName: 'An', lastName: 'Le', email: '' }],
    };
    expect((await created({ ...base, reservationNumber: 'ESG1001' })).body).toMatchObject({
      code: 'RESERVATION_NUMBER_TAKEN',
    });
    const penthouse = await created({ ...base, roomType: 'Penthouse' });
    expect(penthouse.status).toBe(400);
    expect(penthouse.body).toMatchObject({ code: 'UNKNOWN_ROOM_TYPE' });
    const backwards = await created({ ...base, departureDate: arrival });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const nameless = await created({
      ...base,
      guests: [{ firstName: '', lastName: 'Le', email: '' }],
    });
    expect(nameless.status).toBe(400);
    const badEmail = await created({
      ...base,
      guests: [{ firstName: 'An', lastName: 'Le', email: 'not-an-email' }],
    });
    expect(badEmail.status).toBe(400);
    expect(await reservationCount('ESG7002')).toBe(0);
  });

  it('takes a number another hotel has', async () => {
    const answer = await created({
      reservationNumber: 'VCT1001',
      arrivalDate: arrival,
      departureDate: departure,
      roomType: 'Superior Twin',
      state: 'Confirmed',
      guests: [{ firstName: 'Hoa', lastName: 'Dang', email: '' }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.state).toBe('Confirmed');
  });

  it('is for the front desk and the manager, not the kitchen', async () => {
    const kitchen = await signInStaff(server, 'ESG', 'kitchen');
    const answer = await staffCall(server, kitchen, 'GET', '/api/staff/front-desk/room-types');
    expect(answer.status).toBe(403);
    const rooms = await staffCall(server, esgManager, 'GET', '/api/staff/front-desk/room-types');
    expect(rooms.body).toEqual({ roomTypes: ['Deluxe King', 'Superior Twin', 'Family Suite'] });
  });
});

describe('a CSV import', () => {
  it('previews a clean file as the reservations it would create, one per number, guests in order', async () => {
    const answer = await preview(
      csv(
        `ESG8001,${arrival},${departure},Deluxe King,Thu,Nguyen,thu@example.com`,
        `ESG8001,${arrival},${departure},Deluxe King,Nam,Nguyen,`,
        `ESG8002,${arrival},${departure},family suite,"Maria, Jr.",Garcia,maria@example.com`,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      clean: true,
      problems: [],
      reservations: [
        {
          reservationNumber: 'ESG8001',
          arrivalDate: arrival,
          departureDate: departure,
          roomType: 'Deluxe King',
          guests: [
            { firstName: 'Thu', lastName: 'Nguyen', email: 'thu@example.com' },
            { firstName: 'Nam', lastName: 'Nguyen', email: '' },
          ],
          rows: [2, 3],
        },
        {
          reservationNumber: 'ESG8002',
          arrivalDate: arrival,
          departureDate: departure,
          roomType: 'Family Suite',
          guests: [{ firstName: 'Maria, Jr.', lastName: 'Garcia', email: 'maria@example.com' }],
          rows: [4],
        },
      ],
    });
    expect(await reservationCount('ESG8001')).toBe(0);
  });

  it('names every bad row with its field and reason', async () => {
    const answer = await preview(
      csv(
        `ESG8101,${arrival},${departure},Penthouse,A,Bui,`,
        `ESG1001,${arrival},${departure},Deluxe King,A,Bui,`,
        `ESG8103,2027-02-30,${departure},Deluxe King,A,Bui,`,
        `ESG8104,${departure},${arrival},Deluxe King,A,Bui,`,
        `ESG8105,${arrival},${departure},Deluxe King,,Bui,`,
        `ESG8106,${arrival},${departure},Deluxe King,A,Bui,a@b`,
        `ESG8107,${arrival},${departure},Deluxe King,A,Bui,`,
        `ESG8107,${arrival},${addDays(departure, 1)},Deluxe King,B,Bui,`,
        `E 8,${arrival},${departure},Deluxe King,A,Bui,`,
        `ESG8110,${arrival},${departure}`,
        `ESG8111,${arrival},${departure},Deluxe King,A,,`,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.clean).toBe(false);
    expect(answer.body.problems).toEqual([
      { row: 2, field: 'room_type', reason: 'UNKNOWN_ROOM_TYPE' },
      { row: 3, field: 'reservation_number', reason: 'ALREADY_IN_HOTEL' },
      { row: 4, field: 'arrival_date', reason: 'BAD_DATE' },
      { row: 5, field: 'departure_date', reason: 'DEPARTURE_NOT_AFTER_ARRIVAL' },
      { row: 6, field: 'given_name', reason: 'MISSING_NAME' },
      { row: 7, field: 'email', reason: 'BAD_EMAIL' },
      { row: 9, field: 'reservation_number', reason: 'DUPLICATE_IN_FILE' },
      { row: 10, field: 'reservation_number', reason: 'BAD_RESERVATION_NUMBER' },
      { row: 11, field: '', reason: 'UNREADABLE_ROW' },
      { row: 12, field: 'surname', reason: 'MISSING_NAME' },
    ]);
  });

  it('refuses a file whose header lacks a column, or that has no rows', async () => {
    const noEmail = await preview(
      'reservation_number,arrival_date,departure_date,room_type,given_name,surname\n' +
        `ESG8201,${arrival},${departure},Deluxe King,A,Bui`,
    );
    expect(noEmail.body.problems).toEqual([{ row: 1, field: 'email', reason: 'WRONG_HEADER' }]);
    expect((await preview(HEADER)).body.problems).toEqual([
      { row: 1, field: '', reason: 'NO_ROWS' },
    ]);
    const unclosed = await preview(csv(`ESG8202,${arrival},${departure},"Deluxe King,A,Bui,`));
    expect(unclosed.status).toBe(200);
    expect(unclosed.body.problems[0]).toMatchObject({ reason: 'UNREADABLE_ROW' });
  });

  it('does not count a number of another hotel as a duplicate', async () => {
    const answer = await preview(csv(`VCT1002,${arrival},${departure},Deluxe King,A,Bui,`));
    expect(answer.body.clean).toBe(true);
  });

  it('imports nothing while one row is bad, and says which', async () => {
    const answer = await imported(
      csv(
        `ESG8301,${arrival},${departure},Deluxe King,Thu,Pham,`,
        `ESG8302,${arrival},${departure},Deluxe King,Lan,Pham,lan@`,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('RESERVATION_IMPORT_REFUSED');
    expect(answer.body.details).toEqual([{ path: 'row 3: email', message: 'BAD_EMAIL' }]);
    expect(await reservationCount('ESG8301')).toBe(0);
  });

  it('imports the whole clean file, Confirmed, writes the count to the audit log, and its guests sign in', async () => {
    const answer = await imported(
      csv(
        `ESG8401,${arrival},${departure},Deluxe King,Thu,Pham,thu.pham@example.com`,
        `ESG8401,${arrival},${departure},Deluxe King,Lan,Tran,`,
        `ESG8402,${arrival},${departure},Superior Twin,Oliver,Smith,`,
      ),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ imported: 2, reservationNumbers: ['ESG8401', 'ESG8402'] });
    expect(await latestAudit()).toMatchObject({
      action: 'reservations-imported',
      staffName: esgDesk.session.staff.name,
      subject: '2 reservations, 3 guests',
    });
    const arrivals = await staffCall<{ reservations: FrontDeskReservation[] }>(
      server,
      esgDesk,
      'GET',
      `/api/staff/front-desk/arrivals?date=${arrival}`,
    );
    const line = arrivals.body.reservations.find((r) => r.reservationNumber === 'ESG8401');
    expect(line).toMatchObject({ state: 'Confirmed', roomType: 'Deluxe King' });
    const signIn = await server.call('POST', '/api/auth/sign-in', {
      body: { reservation: 'ESG8401', arrivalDate: arrival, surname: 'Tran' },
    });
    expect(signIn.status).toBe(200);
    const me = await server.call<{ fullName: string; isPrimary: boolean }>(
      'GET',
      '/api/customer-flow/me',
      {
        token: sessionTokenOf(signIn),
      },
    );
    expect(me.body).toMatchObject({ isPrimary: false });

    const again = await imported(csv(`ESG8401,${arrival},${departure},Deluxe King,Thu,Pham,`));
    expect(again.body.details).toEqual([
      { path: 'row 2: reservation_number', message: 'ALREADY_IN_HOTEL' },
    ]);
  });
});

describe("a CSV import's language column", () => {
  const LANGUAGE_HEADER = `${HEADER},Language`;
  const withLanguage = (...rows: string[]) => [LANGUAGE_HEADER, ...rows].join('\n');

  async function storedLanguage(number: string): Promise<string | null | undefined> {
    const row = await server.store
      .selectFrom('reservations')
      .select('language')
      .where('reservation_number', '=', number)
      .executeTakeFirst();
    return row?.language;
  }

  /** Sends what is due now and answers the subjects each address received. */
  async function subjectsTo(...addresses: string[]): Promise<(string | undefined)[][]> {
    await sender.idle();
    while ((await sender.runOnce()) > 0);
    return addresses.map((address) => box.to(address).map((mail) => mail.subject));
  }

  it('imports each reservation with its language, and its invitation is written in it', async () => {
    const soon = addDays(hotelToday('Asia/Ho_Chi_Minh', server.clock.now), 2);
    const leaving = addDays(soon, 2);
    const rows = withLanguage(
      `ESG8501,${soon},${leaving},Deluxe King,Giang,Vo,giang.8501@guest.example,VI`,
      `ESG8501,${soon},${leaving},Deluxe King,Minh,Vo,,`,
      `ESG8502,${soon},${leaving},Deluxe King,Emma,Stone,emma.8502@guest.example,en`,
      `ESG8503,${soon},${leaving},Deluxe King,Noah,Berg,noah.8503@guest.example,`,
    );
    const previewed = await preview(rows);
    expect(previewed.body.problems).toEqual([]);
    expect(
      previewed.body.reservations.map(({ reservationNumber, language }) => ({
        reservationNumber,
        language,
      })),
    ).toEqual([
      { reservationNumber: 'ESG8501', language: 'vi' },
      { reservationNumber: 'ESG8502', language: 'en' },
      { reservationNumber: 'ESG8503', language: undefined },
    ]);
    const answer = await imported(rows);
    expect(answer.status).toBe(201);
    expect(await storedLanguage('ESG8501')).toBe('vi');
    expect(await storedLanguage('ESG8502')).toBe('en');
    expect(await storedLanguage('ESG8503')).toBeNull();
    expect(
      await subjectsTo(
        'giang.8501@guest.example',
        'emma.8502@guest.example',
        'noah.8503@guest.example',
      ),
    ).toEqual([
      ['Kỳ nghỉ tại ESG Hotel Saigon: làm thủ tục nhận phòng trực tuyến'],
      ['Your stay at ESG Hotel Saigon: check in online'],
      // No language given: the hotel's default (English for ESG).
      ['Your stay at ESG Hotel Saigon: check in online'],
    ]);
  });

  it('refuses a language other than en or vi, and rows of one reservation that name two', async () => {
    const answer = await imported(
      withLanguage(
        `ESG8601,${arrival},${departure},Deluxe King,Thu,Pham,,fr`,
        `ESG8602,${arrival},${departure},Deluxe King,Lan,Tran,,vi`,
        `ESG8602,${arrival},${departure},Deluxe King,Bao,Tran,,`,
        `ESG8602,${arrival},${departure},Deluxe King,Hoa,Tran,,en`,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('RESERVATION_IMPORT_REFUSED');
    expect(answer.body.details).toEqual([
      { path: 'row 2: language', message: 'BAD_LANGUAGE' },
      { path: 'row 5: language', message: 'LANGUAGE_DIFFERS_IN_FILE' },
    ]);
    expect(await reservationCount('ESG8601')).toBe(0);
    expect(await reservationCount('ESG8602')).toBe(0);
  });

  it('refuses a header naming the column twice', async () => {
    const answer = await preview(
      `${LANGUAGE_HEADER},language\nESG8701,${arrival},${departure},Deluxe King,A,Bui,,en,en`,
    );
    expect(answer.body.problems).toEqual([{ row: 1, field: 'language', reason: 'WRONG_HEADER' }]);
  });
});
