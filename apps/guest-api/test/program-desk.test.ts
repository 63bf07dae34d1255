import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '@portal/api-client/contract/programs';
import { addDays, hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import type { ProgramInput, StaffProgram } from '@portal/api-client/staff-contract/concierge';
import type { ProgramGuest } from '@portal/api-client/staff-contract/program-reservations';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type TestServer } from './test-server.ts';

// The concierge's loop (issue #25): a guest found by reservation number or name, a session
// reserved for them by the guest's own rules, then attended, no-show or cancelled; each move
// audited and told to the guest's open portal and the concierge's screens.

let server: TestServer;
let concierge: StaffSignedIn;
let manager: StaffSignedIn;
let frontDesk: StaffSignedIn;
let kitchen: StaffSignedIn;
let vctConcierge: StaffSignedIn;
let timeZone: string;
let realNow: Date;
const streams: OpenStream[] = [];
beforeAll(async () => {
  server = await startTestServer({ eventSessionCheckMs: 200 });
  realNow = server.clock.now;
  concierge = await signInStaff(server, 'ESG', 'concierge');
  manager = await signInStaff(server, 'ESG', 'manager');
  frontDesk = await signInStaff(server, 'ESG', 'front-desk');
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
  vctConcierge = await signInStaff(server, 'VCT', 'concierge');
  const hotel = await server.store
    .selectFrom('hotels')
    .select('time_zone')
    .where('code', '=', 'ESG')
    .executeTakeFirstOrThrow();
  timeZone = hotel.time_zone;
});
afterEach(() => {
  server.clock.now = realNow;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

type Refusal = { code: string; message: string };

const today = () => hotelToday(timeZone, realNow);
const hotelTime = (days: number, time: string) =>
  hotelInstant(addDays(today(), days), time, timeZone);
const both = (en: string) => ({ en, vi: `${en} (vi)` });
/** A session starting 10 minutes from now: the clock is moved past its start by less than the
 * staff sessions' 30 idle minutes. */
const soon = () => {
  const start = Math.ceil(realNow.getTime() / 60_000) * 60_000 + 10 * 60_000;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 60 * 60_000).toISOString(),
  };
};
const afterStart = (session: StaffProgram) => new Date(Date.parse(session.startsAt) + 60_000);

const call = <T>(who: StaffSignedIn, method: string, url: string, body?: unknown) =>
  staffCall<T & Refusal>(server, who, method, `/api/staff${url}`, { body });

async function uploadedPicture(): Promise<string> {
  const name = `up-${randomBytes(16).toString('hex')}`;
  await server.store
    .insertInto('pictures')
    .values((eb) => ({
      name,
      hotel_id: eb.selectFrom('hotels').select('id').where('code', '=', 'ESG'),
      content: new Uint8Array([1, 2, 3]),
      uploaded_at: new Date().toISOString(),
    }))
    .execute();
  return name;
}

async function programInput(overrides: Partial<ProgramInput> = {}): Promise<ProgramInput> {
  return {
    title: both('Cooking class'),
    summary: both('Cook three dishes'),
    description: both('The chef shows you how.'),
    location: both('The kitchen garden'),
    picture: await uploadedPicture(),
    startsAt: hotelTime(1, '09:00'),
    endsAt: hotelTime(1, '11:00'),
    price: 0,
    capacity: 6,
    seatsHeld: 0,
    ...overrides,
  };
}

async function addSession(overrides: Partial<ProgramInput> = {}): Promise<StaffProgram> {
  const answer = await call<StaffProgram>(
    concierge,
    'POST',
    '/programs',
    await programInput(overrides),
  );
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

const reserveFor = (
  programId: number,
  guestId: number,
  seats = 1,
  who: StaffSignedIn = concierge,
  notes = '',
) =>
  call<StaffProgram>(who, 'POST', `/programs/${programId}/reservations`, {
    guestId,
    seats,
    notes,
  });

const guestProgram = async (token: string, id: number) =>
  (await server.call<Program>('GET', `/api/programs/${id}`, { token })).body;

async function auditEntries(): Promise<AuditEntry[]> {
  return (await call<{ entries: AuditEntry[] }>(manager, 'GET', '/audit-log?limit=200')).body
    .entries;
}

async function stream(headers: Record<string, string>, path: string) {
  const opened = await openStream(`${server.baseUrl}${path}`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
    ...headers,
  });
  streams.push(opened);
  expect(opened.status).toBe(200);
  expect((await opened.next())?.event).toBe('ready');
  return opened;
}

describe("finding a guest's reservation", () => {
  it('finds the guests of a reservation by its number, and a guest by part of the name', async () => {
    const byNumber = await call<{ guests: ProgramGuest[] }>(
      concierge,
      'GET',
      '/program-guests?q=esg1003',
    );
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.guests.map((guest) => guest.guestName)).toEqual([
      'Lukas Schmidt',
      'Anna Schmidt',
      'Mia Schmidt',
    ]);
    expect(byNumber.body.guests[0]).toMatchObject({
      reservationNumber: 'ESG1003',
      roomNumber: null,
      arrivalDate: addDays(today(), 3),
    });
    const byName = await call<{ guests: ProgramGuest[] }>(
      concierge,
      'GET',
      '/program-guests?q=minh%20anh',
    );
    expect(byName.body.guests).toEqual([
      expect.objectContaining({
        guestName: 'Minh Anh Nguyen',
        reservationNumber: 'ESG1001',
        roomNumber: '1208',
      }),
    ]);
  });

  it("finds nothing of another hotel's, and takes a % literally", async () => {
    const other = await call<{ guests: ProgramGuest[] }>(
      vctConcierge,
      'GET',
      '/program-guests?q=ESG1001',
    );
    expect(other.body.guests).toEqual([]);
    const wildcard = await call<{ guests: ProgramGuest[] }>(
      concierge,
      'GET',
      '/program-guests?q=%25%25',
    );
    expect(wildcard.body.guests).toEqual([]);
  });
});

describe('the concierge reserves a session for a guest', () => {
  it("reserves by the guest's rules, stamped with who; the guest's portal shows it and is told live", async () => {
    const session = await addSession({ capacity: 4, seatsHeld: 1 });
    const guestId = await server.guestId('ESG', 'ESG1001');
    const token = await server.signIn('ESG', 'ESG1001');
    const guestEvents = await stream({ authorization: `Bearer ${token}` }, '/api/events');

    const answer = await reserveFor(session.id, guestId, 2, concierge, 'Allergic to peanuts');
    expect(answer.status).toBe(201);
    expect(answer.body.seatsLeft).toBe(1);
    expect(answer.body.reservations).toEqual([
      expect.objectContaining({
        guestName: 'Minh Anh Nguyen',
        reservationNumber: 'ESG1001',
        seats: 2,
        notes: 'Allergic to peanuts',
        reservedBy: concierge.session.staff.name,
        state: 'reserved',
        markedBy: null,
      }),
    ]);
    expect(await guestEvents.next()).toEqual({
      event: 'program.updated',
      data: { type: 'program.updated' },
    });
    expect((await guestProgram(token, session.id)).myReservation).toMatchObject({
      seats: 2,
      state: 'reserved',
    });
    expect((await auditEntries())[0]).toMatchObject({
      staffName: concierge.session.staff.name,
      action: 'program-reserved-for-guest',
      subject: expect.stringContaining('ESG1001 Minh Anh Nguyen') as string,
    });
  });

  it('refuses more seats than are left, a second reservation of one guest, and a session outside the stay', async () => {
    const session = await addSession({ capacity: 3 });
    const minhAnh = await server.guestId('ESG', 'ESG1001');
    const token = await server.signIn('ESG', 'ESG1001');
    // The guest reserved in the portal first: the concierge cannot book them twice.
    await server.call('POST', `/api/programs/${session.id}/reservation`, {
      token,
      body: { seats: 1 },
    });
    expect((await reserveFor(session.id, minhAnh)).body.code).toBe('PROGRAM_ALREADY_RESERVED');
    const quang = await server.guestId('ESG', 'ESG1001', false);
    const full = await reserveFor(session.id, quang, 3);
    expect([full.status, full.body.code]).toEqual([409, 'PROGRAM_FULLY_BOOKED']);
    // Emma Walker departs today; the session is tomorrow.
    const walker = await server.guestId('ESG', 'ESG1002');
    const outside = await reserveFor(session.id, walker);
    expect([outside.status, outside.body.code]).toEqual([409, 'PROGRAM_OUTSIDE_STAY']);
    // David Miller (ESG1005) checked out early at the desk: no day of the stay is left.
    const later = await addSession({ capacity: 3 });
    await server.store
      .updateTable('reservations')
      .set({ checked_out_at: realNow.toISOString() })
      .where('reservation_number', '=', 'ESG1005')
      .execute();
    const miller = await server.guestId('ESG', 'ESG1005');
    expect((await reserveFor(later.id, miller)).body.code).toBe('PROGRAM_OUTSIDE_STAY');
    const shown = (await call<{ programs: StaffProgram[] }>(concierge, 'GET', '/programs')).body
      .programs;
    expect(shown.find((program) => program.id === session.id)?.seatsLeft).toBe(2);
  });

  it('refuses a session that has started, and a cancelled reservation', async () => {
    const session = await addSession(soon());
    server.clock.now = afterStart(session);
    const minhAnh = await server.guestId('ESG', 'ESG1001');
    expect((await reserveFor(session.id, minhAnh)).body.code).toBe('PROGRAM_STARTED');
    server.clock.now = realNow;
    // The front desk cancels Thu Ha Pham's reservation (ESG1004, arriving in 14 days).
    const pham = await server.guestId('ESG', 'ESG1004');
    const { reservation_id: phamReservation } = await server.store
      .selectFrom('guests')
      .select('reservation_id')
      .where('id', '=', pham)
      .executeTakeFirstOrThrow();
    const deskCancel = await call(
      frontDesk,
      'POST',
      `/front-desk/reservations/${phamReservation}/cancel`,
      {},
    );
    expect(deskCancel.status).toBe(200);
    const later = await addSession({
      startsAt: hotelTime(15, '09:00'),
      endsAt: hotelTime(15, '11:00'),
    });
    expect((await reserveFor(later.id, pham)).body.code).toBe('RESERVATION_CANCELLED');
    expect((await reserveFor(later.id, 2_000_000_000)).status).toBe(404);
  });
});

describe('attended, no-show, cancelled', () => {
  it('marks attended and no-show only once the session has started, stamped and audited, and the guest sees it', async () => {
    const session = await addSession({ capacity: 6, ...soon() });
    const minhAnh = await server.guestId('ESG', 'ESG1001');
    const quang = await server.guestId('ESG', 'ESG1001', false);
    await reserveFor(session.id, minhAnh);
    const reserved = (await reserveFor(session.id, quang)).body.reservations;
    const [first, second] = reserved;
    if (!first || !second) throw new Error('Both reservations should be listed');

    const early = await call<StaffProgram>(
      concierge,
      'PUT',
      `/program-reservations/${first.id}/attendance`,
      { state: 'attended' },
    );
    expect([early.status, early.body.code]).toEqual([409, 'PROGRAM_NOT_STARTED']);

    server.clock.now = afterStart(session);
    const token = await server.signIn('ESG', 'ESG1001');
    const guestEvents = await stream({ authorization: `Bearer ${token}` }, '/api/events');
    const attended = await call<StaffProgram>(
      concierge,
      'PUT',
      `/program-reservations/${first.id}/attendance`,
      { state: 'attended' },
    );
    expect(attended.status).toBe(200);
    const noShow = await call<StaffProgram>(
      manager,
      'PUT',
      `/program-reservations/${second.id}/attendance`,
      { state: 'no-show' },
    );
    expect(noShow.body.reservations.map((entry) => [entry.state, entry.markedBy])).toEqual([
      ['attended', { staffName: concierge.session.staff.name, at: server.clock.now.toISOString() }],
      ['no-show', { staffName: manager.session.staff.name, at: server.clock.now.toISOString() }],
    ]);
    expect((await guestEvents.next())?.event).toBe('program.updated');
    expect((await guestProgram(token, session.id)).myReservation?.state).toBe('attended');
    const [latest, before] = await auditEntries();
    expect(latest).toMatchObject({
      action: 'program-reservation-no-show',
      staffName: manager.session.staff.name,
      at: server.clock.now.toISOString(),
    });
    expect(before).toMatchObject({
      action: 'program-reservation-attended',
      staffName: concierge.session.staff.name,
    });
  });

  it("cancels a guest's reservation at any time, its seats free again, audited, and the guest told", async () => {
    const session = await addSession({ capacity: 2, ...soon() });
    const minhAnh = await server.guestId('ESG', 'ESG1001');
    const [reservation] = (await reserveFor(session.id, minhAnh, 2)).body.reservations;
    if (!reservation) throw new Error('The reservation should be listed');
    // After the session started: the guest may no longer cancel, the concierge still may.
    server.clock.now = afterStart(session);
    const token = await server.signIn('ESG', 'ESG1001');
    const refused = await server.call<Refusal>(
      'DELETE',
      `/api/programs/${session.id}/reservation`,
      { token },
    );
    expect(refused.body.code).toBe('PROGRAM_STARTED');
    const guestEvents = await stream({ authorization: `Bearer ${token}` }, '/api/events');
    const cancelled = await call<StaffProgram>(
      concierge,
      'DELETE',
      `/program-reservations/${reservation.id}`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ reservations: [], seatsLeft: 2 });
    expect((await guestEvents.next())?.event).toBe('program.updated');
    expect((await guestProgram(token, session.id)).myReservation).toBeNull();
    expect((await auditEntries())[0]).toMatchObject({
      action: 'program-reservation-cancelled',
      staffName: concierge.session.staff.name,
    });
    const again = await call(concierge, 'DELETE', `/program-reservations/${reservation.id}`);
    expect(again.status).toBe(404);
  });

  it("leaves the moves to the concierge and the manager, and never another hotel's", async () => {
    const session = await addSession(soon());
    const minhAnh = await server.guestId('ESG', 'ESG1001');
    for (const who of [frontDesk, kitchen]) {
      expect((await reserveFor(session.id, minhAnh, 1, who)).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call(who, 'GET', '/program-guests?q=ESG1001')).status).toBe(403);
    }
    expect((await reserveFor(session.id, minhAnh, 1, vctConcierge)).status).toBe(404);
    const [reservation] = (await reserveFor(session.id, minhAnh, 1, manager)).body.reservations;
    if (!reservation) throw new Error('The reservation should be listed');
    expect(reservation.reservedBy).toBe(manager.session.staff.name);
    const vctGuest = await server.guestId('VCT', 'VCT1001');
    expect((await reserveFor(session.id, vctGuest)).status).toBe(404);
    server.clock.now = afterStart(session);
    const mark = await call(
      vctConcierge,
      'PUT',
      `/program-reservations/${reservation.id}/attendance`,
      { state: 'attended' },
    );
    expect(mark.status).toBe(404);
    expect(
      (await call(vctConcierge, 'DELETE', `/program-reservations/${reservation.id}`)).status,
    ).toBe(404);
  });
});

describe("the concierge's open programs screen", () => {
  it('hears when a guest reserves or cancels in the portal', async () => {
    const session = await addSession();
    const conciergeEvents = await stream({ cookie: concierge.cookie }, '/api/staff/events');
    const token = await server.signIn('ESG', 'ESG1001');
    await server.call('POST', `/api/programs/${session.id}/reservation`, {
      token,
      body: { seats: 1 },
    });
    expect(await conciergeEvents.next()).toEqual({
      event: 'program.updated',
      data: { type: 'program.updated', programId: session.id },
    });
    await server.call('DELETE', `/api/programs/${session.id}/reservation`, { token });
    expect((await conciergeEvents.next())?.data).toEqual({
      type: 'program.updated',
      programId: session.id,
    });
  });
});

describe("who changed the hotel's content", () => {
  const latestAudit = async () => (await auditEntries())[0];

  it('writes every change of programs, local tips and offers with the staff member and time', async () => {
    const session = await addSession({ title: both('Pottery morning') });
    expect(await latestAudit()).toMatchObject({
      action: 'program-added',
      staffName: concierge.session.staff.name,
      at: realNow.toISOString(),
      subject: expect.stringContaining('Pottery morning') as string,
    });
    await call(concierge, 'PUT', `/programs/${session.id}`, {
      ...(await programInput({ title: both('Pottery afternoon') })),
      picture: session.picture,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'program-changed',
      subject: expect.stringContaining('Pottery afternoon') as string,
    });
    const tip = {
      title: both('Night market'),
      category: both('Shopping'),
      summary: both('Street food and crafts'),
      description: both('Every evening.'),
      address: '1 Market street',
      distance: both('10 min walk'),
      picture: await uploadedPicture(),
    };
    const added = await call<{ id: number }>(manager, 'POST', '/local-tips', tip);
    expect(await latestAudit()).toMatchObject({
      action: 'local-tip-added',
      staffName: manager.session.staff.name,
      subject: 'Night market',
    });
    await call(concierge, 'PUT', `/local-tips/${added.body.id}`, {
      ...tip,
      title: both('Night bazaar'),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'local-tip-changed',
      subject: 'Night bazaar',
    });
    await call(concierge, 'DELETE', `/local-tips/${added.body.id}`);
    expect(await latestAudit()).toMatchObject({
      action: 'local-tip-removed',
      subject: 'Night bazaar',
    });
    const offer = {
      title: both('Spa week'),
      summary: both('A massage a day'),
      description: both('All week long.'),
      terms: both('Book ahead.'),
      picture: await uploadedPicture(),
      validFrom: today(),
      validTo: addDays(today(), 7),
      price: null,
      discountPercent: 20,
    };
    const offerAdded = await call<{ id: number }>(concierge, 'POST', '/offers', offer);
    expect(await latestAudit()).toMatchObject({ action: 'offer-added', subject: 'Spa week' });
    await call(concierge, 'PUT', `/offers/${offerAdded.body.id}`, {
      ...offer,
      title: both('Spa fortnight'),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'offer-changed',
      subject: 'Spa fortnight',
    });
  });

  it('writes every change of the menu with the staff member and time', async () => {
    const category = await call<{ id: number }>(kitchen, 'POST', '/menu/categories', {
      name: both('Desserts'),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'menu-category-added',
      staffName: kitchen.session.staff.name,
      subject: 'Desserts',
    });
    await call(kitchen, 'PUT', `/menu/categories/${category.body.id}`, {
      name: both('Sweets'),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'menu-category-renamed',
      subject: 'Sweets',
    });
    const dish = {
      categoryId: category.body.id,
      name: both('Mango sticky rice'),
      description: both('With coconut cream'),
      price: 60_000,
      available: true,
      picture: await uploadedPicture(),
    };
    const item = await call<{ id: number }>(kitchen, 'POST', '/menu/items', dish);
    expect(item.status).toBe(201);
    expect(await latestAudit()).toMatchObject({
      action: 'menu-item-added',
      subject: 'Mango sticky rice',
    });
    await call(kitchen, 'PUT', `/menu/items/${item.body.id}`, { ...dish, price: 65_000 });
    expect(await latestAudit()).toMatchObject({
      action: 'menu-item-changed',
      subject: 'Mango sticky rice',
    });
    await call(manager, 'PUT', `/menu/items/${item.body.id}/availability`, { available: false });
    expect(await latestAudit()).toMatchObject({
      action: 'menu-item-availability-changed',
      staffName: manager.session.staff.name,
      subject: 'Mango sticky rice: not available',
    });
  });

  it('adds another session of a demo program with its picture', async () => {
    const demo = (await call<{ programs: StaffProgram[] }>(concierge, 'GET', '/programs')).body
      .programs[0];
    if (!demo) throw new Error('The demo has programs');
    const another = await call<StaffProgram>(concierge, 'POST', '/programs', {
      ...(await programInput()),
      picture: demo.picture,
    });
    expect(another.status).toBe(201);
    expect(another.body.image).toEqual(demo.image);
  });

  it('writes nothing for a change refused', async () => {
    const before = await latestAudit();
    const refused = await call(concierge, 'POST', '/local-tips', {
      title: both('No picture'),
      category: both('x'),
      summary: both('x'),
      description: both('x'),
      address: 'x',
      distance: both('x'),
      picture: 'up-nothing-here',
    });
    expect(refused.body.code).toBe('UNKNOWN_PICTURE');
    expect(await latestAudit()).toEqual(before);
  });
});
