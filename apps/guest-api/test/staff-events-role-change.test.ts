import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let manager: StaffSignedIn;
const streams: OpenStream[] = [];
beforeAll(async () => {
  // The session check between events is long: only the check before each event can end the stream.
  server = await startTestServer({ eventSessionCheckMs: 60_000 });
  manager = await signInStaff(server, 'ESG', 'manager');
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

describe("a staff member's open stream after a role change", () => {
  it("tells a front desk made concierge nothing more of the desk's reservations, and ends", async () => {
    const desk = await signInStaff(server, 'ESG', 'front-desk');
    const stream = await openStream(`${server.baseUrl}/api/staff/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      cookie: desk.cookie,
    });
    streams.push(stream);
    expect((await stream.next())?.event).toBe('ready');

    const changed = await staffCall(
      server,
      manager,
      'PATCH',
      `/api/staff/accounts/${desk.session.staff.id}`,
      { body: { role: 'concierge' } },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const moved = await staffCall(
      server,
      manager,
      'POST',
      `/api/staff/front-desk/reservations/${await reservationId('ESG1005')}/room`,
      { body: { roomNumber: '0512' } },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await stream.next(1000)).toBeNull();
    await stream.ended;

    // Opened again, the stream follows the role the account has now: the desk's moves are not
    // the concierge's to see.
    const again = await openStream(`${server.baseUrl}/api/staff/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      cookie: desk.cookie,
    });
    streams.push(again);
    expect((await again.next())?.event).toBe('ready');
    const movedAgain = await staffCall(
      server,
      manager,
      'POST',
      `/api/staff/front-desk/reservations/${await reservationId('ESG1005')}/room`,
      { body: { roomNumber: '0514' } },
    );
    expect(movedAgain.status, JSON.stringify(movedAgain.body)).toBe(200);
    expect(await again.next(1000)).toBeNull();
  });
});
