import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@portal/api-client/contract/room-service';
import { addDays, hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { LATE_ORDER_MINUTES } from '@portal/api-client/rules/manager-day';
import type { ManagerDashboard } from '@portal/api-client/staff-contract/manager-dashboard';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoReservations } from '../src/seed/demo-reservations.ts';
import { openStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import {
  firstIdOf,
  HOTEL_KEYS,
  startTestServer,
  type HotelCode,
  type TestServer,
} from './test-server.ts';

const TIME_ZONE = 'Asia/Ho_Chi_Minh';

let server: TestServer;
const managers = new Map<HotelCode, StaffSignedIn>();
/** The managers sign in on the test's clock (a session ends 12 hours after its sign-in). */
async function signInManagers() {
  for (const hotel of ['ESG', 'VCT'] as const)
    managers.set(hotel, await signInStaff(server, hotel, 'manager'));
}
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(signInManagers);
afterAll(() => server.close());

async function dashboard(hotel: HotelCode, days = 7): Promise<ManagerDashboard> {
  const manager = managers.get(hotel);
  if (!manager) throw new Error(`No manager of ${hotel} signed in`);
  const answer = await staffCall<ManagerDashboard>(
    server,
    manager,
    'GET',
    `/api/staff/manager/dashboard?days=${days}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function reservationId(hotel: HotelCode, number: string): Promise<number> {
  const row = await server.store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select('r.id')
    .where('h.code', '=', hotel)
    .where('r.reservation_number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the manager's day", () => {
  it("counts the demo's day, then follows the guests' and the desk's changes", async () => {
    const today = hotelToday(TIME_ZONE, server.clock.now);
    const demo = demoReservations('ESG');
    const arrivingToday = demo.filter((stay) => stay.arrivalOffset === 0);
    const departingToday = demo.filter((stay) => stay.arrivalOffset + stay.nights === 0);
    const comingWeek = demo.filter((stay) => stay.arrivalOffset >= 0 && stay.arrivalOffset < 7);
    const inHouse = demo.filter((stay) => stay.status === 'Arrived');

    const before = await dashboard('ESG');
    expect(before.date).toBe(today);
    expect(before.today).toEqual({
      arrivals: { expected: arrivingToday.length, arrived: 0 },
      inHouse: inHouse.length,
      departures: { expected: departingToday.length, checkedOut: 0 },
      checkOutRequestsWaiting: 0,
      preCheckIns: {
        fromDate: today,
        toDate: addDays(today, 6),
        notSent: comingWeek.length,
        sent: 0,
        accepted: 0,
        returned: 0,
      },
      // The demo's Received, Preparing and On its way orders, none 30 minutes old yet.
      orders: { open: 3, late: 0 },
    });

    // Walker departs today: asks to check out, then the desk checks him out.
    const walker = await server.signIn('ESG', 'ESG1002');
    const asked = await server.call('POST', '/api/check-out', {
      token: walker,
      body: { minibarUsed: false },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await dashboard('ESG')).today.checkOutRequestsWaiting).toBe(1);
    const desk = await signInStaff(server, 'ESG', 'front-desk');
    const walkerId = await reservationId('ESG', 'ESG1002');
    const out = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${walkerId}/check-out`,
      { body: {} },
    );
    expect(out.status).toBe(200);
    const afterCheckOut = (await dashboard('ESG')).today;
    expect(afterCheckOut.checkOutRequestsWaiting).toBe(0);
    expect(afterCheckOut.departures).toEqual({
      expected: departingToday.length,
      checkedOut: 1,
    });
    expect(afterCheckOut.inHouse).toBe(inHouse.length - 1);

    // Miller arrives tomorrow: his pre check-in comes in (written to the store), the desk returns it.
    const millerId = await reservationId('ESG', 'ESG1005');
    await server.store
      .updateTable('reservations')
      .set({ check_in_submitted_at: server.clock.now.toISOString() })
      .where('id', '=', millerId)
      .execute();
    const afterSent = (await dashboard('ESG')).today.preCheckIns;
    expect(afterSent).toMatchObject({ notSent: comingWeek.length - 1, sent: 1 });
    const returned = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${millerId}/pre-check-in/return`,
      { body: { note: 'The passport photo is blurred' } },
    );
    expect(returned.status).toBe(200);
    expect((await dashboard('ESG')).today.preCheckIns).toMatchObject({ sent: 0, returned: 1 });

    // Nguyen orders; 31 minutes on, every order still Received or Preparing is late.
    const nguyen = await server.signIn('ESG', 'ESG1001');
    const itemId = await firstIdOf(server.store, 'menu_items', 'ESG');
    const placed = await server.call<Order>('POST', '/api/room-service/orders', {
      token: nguyen,
      headers: { 'idempotency-key': 'manager-dashboard-0001' },
      body: { lines: [{ itemId, quantity: 1 }], notes: '' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await dashboard('ESG')).today.orders).toEqual({ open: 4, late: 0 });
    server.clock.now = new Date(server.clock.now.getTime() + (LATE_ORDER_MINUTES + 1) * 60_000);
    await signInManagers();
    // The demo's Preparing and Received ones, and this one; the one On its way is not late.
    expect((await dashboard('ESG')).today.orders).toEqual({ open: 4, late: 3 });
    const kitchen = await signInStaff(server, 'ESG', 'kitchen');
    const moved = await staffCall(
      server,
      kitchen,
      'POST',
      `/api/staff/orders/${placed.body.id}/status`,
      { body: { status: 'Preparing' } },
    );
    expect(moved.status).toBe(200);
    const onItsWay = await staffCall(
      server,
      kitchen,
      'POST',
      `/api/staff/orders/${placed.body.id}/status`,
      { body: { status: 'On its way' } },
    );
    expect(onItsWay.status).toBe(200);
    expect((await dashboard('ESG')).today.orders).toEqual({ open: 4, late: 2 });

    // Two stays rated today: the day's count and average.
    for (const [token, score] of [
      [nguyen, 4],
      [walker, 5],
    ] as const) {
      const rated = await server.call('PUT', '/api/rating', { token, body: { score } });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    }
    const todayFigures = (await dashboard('ESG')).days.at(-1);
    expect(todayFigures).toMatchObject({ date: hotelToday(TIME_ZONE, server.clock.now) });
    expect(todayFigures).toMatchObject({ ratings: 2, averageRating: 4.5 });
  });

  it("gives the figures by day of the period: arrivals online, orders billed as on the guests' bills, ratings", async () => {
    // Sixty days on, no demo figure falls in the period: only what this test writes counts.
    server.clock.now = new Date(Date.now() + 60 * 24 * 3_600_000);
    await signInManagers();
    const today = hotelToday(TIME_ZONE, server.clock.now);
    const hotel = await server.store
      .selectFrom('hotels')
      .select('id')
      .where('code', '=', 'VCT')
      .executeTakeFirstOrThrow();
    const at = (date: string, time: string) => hotelInstant(date, time, TIME_ZONE);

    /** A stay arriving on `arrival`, its pre check-in sent at `sentAt` (or never), with one guest. */
    async function stay(number: string, arrival: string, sentAt: string | null) {
      const { id } = await server.store
        .insertInto('reservations')
        .values({
          hotel_id: hotel.id,
          reservation_number: number,
          arrival_date: arrival,
          departure_date: addDays(arrival, 2),
          room_type: 'Deluxe King',
          room_number: '301',
          adults: 1,
          status: 'Arrived',
          cancellation_deadline: at(addDays(arrival, -1), '18:00'),
          check_in_submitted_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const guest = await server.store
        .insertInto('guests')
        .values({ reservation_id: id, first_name: 'Test', last_name: number })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, guestId: guest.id };
    }
    const yesterday = addDays(today, -1);
    const threeDaysAgo = addDays(today, -3);
    // Yesterday: two arrivals, one sent the day before (online), one never.
    const online = await stay('VCT9001', yesterday, at(addDays(yesterday, -1), '20:00'));
    await stay('VCT9002', yesterday, null);
    // Three days ago: one arrival, which sent it only the day after (not online).
    await stay('VCT9003', threeDaysAgo, at(addDays(threeDaysAgo, 1), '09:00'));
    // A cancelled arrival of yesterday counts nowhere.
    const cancelled = await stay('VCT9004', yesterday, null);
    await server.store
      .updateTable('reservations')
      .set({ cancelled_at: at(addDays(yesterday, -2), '10:00') })
      .where('id', '=', cancelled.id)
      .execute();

    /** An order placed at `placedAt`, with its bill line (none once refused). */
    async function order(
      number: string,
      placedAt: string,
      status: string,
      line: { quantity: number; unitPrice: number; vatPercent: number },
    ) {
      const { id } = await server.store
        .insertInto('orders')
        .values({
          hotel_id: hotel.id,
          reservation_id: online.id,
          guest_id: online.guestId,
          placed_by_guest_id: online.guestId,
          placed_by_name: 'Test',
          number,
          placed_at: placedAt,
          room_number: '301',
          notes: '',
          status,
          refusal_reason: status === 'Refused' ? 'No fish today' : null,
          total: line.quantity * line.unitPrice,
          idempotency_key: `dashboard-${number}`,
          request_fingerprint: 'test',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'Refused') return;
      await server.store
        .insertInto('bill_lines')
        .values({
          reservation_id: online.id,
          group_name: 'room-service',
          date: hotelToday(TIME_ZONE, new Date(placedAt)),
          description_en: number,
          description_vi: number,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          vat_percent: line.vatPercent,
          order_id: id,
        })
        .execute();
    }
    // Yesterday, on the hotel's clock: one just after midnight (UTC: the day before), one at night.
    await order('RS900001', at(yesterday, '00:30'), 'Delivered', {
      quantity: 2,
      unitPrice: 50_000,
      vatPercent: 8,
    });
    await order('RS900002', at(yesterday, '22:00'), 'Delivered', {
      quantity: 1,
      unitPrice: 50_000,
      vatPercent: 10,
    });
    await order('RS900003', at(yesterday, '12:00'), 'Refused', {
      quantity: 5,
      unitPrice: 90_000,
      vatPercent: 8,
    });
    // Today, still open: counted, and billed already.
    await order('RS900004', at(today, '00:05'), 'Received', {
      quantity: 1,
      unitPrice: 35_000,
      vatPercent: 8,
    });

    // Ratings: two of three days ago (4 and 5), one of today (3).
    const rate = async (guestId: number, score: number, ratedAt: string) =>
      server.store
        .insertInto('ratings')
        .values({ guest_id: guestId, score, experience: '', rated_at: ratedAt })
        .execute();
    const others = await server.store
      .selectFrom('guests')
      .select('guests.id')
      .innerJoin('reservations as r', 'r.id', 'guests.reservation_id')
      .where('r.reservation_number', 'in', ['VCT9002', 'VCT9003'])
      .orderBy('r.reservation_number')
      .execute();
    await rate(online.guestId, 4, at(threeDaysAgo, '08:00'));
    await rate(others[0]?.id ?? 0, 5, at(threeDaysAgo, '23:30'));
    await rate(others[1]?.id ?? 0, 3, at(today, '00:10'));

    const { days } = await dashboard('VCT');
    expect(days.map((day) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((ago) => addDays(today, -ago)),
    );
    const figuresOf = (date: string) => days.find((day) => day.date === date);
    // 100 000 at 8 %: service 5 000, VAT 8 400; 50 000 at 10 %: service 2 500, VAT 5 250.
    expect(figuresOf(yesterday)).toEqual({
      date: yesterday,
      arrivals: 2,
      checkedInOnline: 1,
      orders: 2,
      revenue: 113_400 + 57_750,
      ratings: 0,
      averageRating: null,
    });
    expect(figuresOf(threeDaysAgo)).toEqual({
      date: threeDaysAgo,
      arrivals: 1,
      checkedInOnline: 0,
      orders: 0,
      revenue: 0,
      ratings: 2,
      averageRating: 4.5,
    });
    // 35 000 at 8 %: service 1 750, VAT 2 940.
    expect(figuresOf(today)).toMatchObject({ orders: 1, revenue: 39_690, ratings: 1 });
    expect(figuresOf(today)?.averageRating).toBe(3);
    expect(figuresOf(addDays(today, -2))).toMatchObject({ arrivals: 0, orders: 0, ratings: 0 });

    const month = await dashboard('VCT', 30);
    expect(month.days).toHaveLength(30);
    expect(month.days[0]?.date).toBe(addDays(today, -29));
    // Another hotel's figures are its own.
    expect((await dashboard('ESG')).days.at(-2)).toMatchObject({ arrivals: 0, orders: 0 });
  });

  it("hears on the manager's stream what moves the day: the desk's moves and the guests' orders", async () => {
    // The period's test moved the clock sixty days on, past the demo guests' stays: back to today.
    server.clock.now = new Date();
    await signInManagers();
    const manager = managers.get('ESG');
    if (!manager) throw new Error('No manager signed in');
    const stream = await openStream(`${server.baseUrl}/api/staff/events`, {
      [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
      cookie: manager.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next())?.event).toBe('ready');
      const desk = await signInStaff(server, 'ESG', 'front-desk');
      const phamId = await reservationId('ESG', 'ESG1004');
      const confirmed = await staffCall(
        server,
        desk,
        'POST',
        `/api/staff/front-desk/reservations/${phamId}/confirm`,
        { body: {} },
      );
      expect(confirmed.status).toBe(200);
      expect(await stream.next()).toEqual({
        event: 'reservation.updated',
        data: { type: 'reservation.updated', reservationId: phamId },
      });
      const placed = await server.call<Order>('POST', '/api/room-service/orders', {
        token: await server.signIn('ESG', 'ESG1001'),
        headers: { 'idempotency-key': 'manager-dashboard-0002' },
        body: {
          lines: [{ itemId: await firstIdOf(server.store, 'menu_items', 'ESG'), quantity: 1 }],
          notes: '',
        },
      });
      expect(placed.status).toBe(201);
      expect(await stream.next()).toMatchObject({
        event: 'order.placed',
        data: { type: 'order.placed', orderId: placed.body.id },
      });
    } finally {
      stream.close();
    }
  });

  it('takes a period of 7 or 30 days only', async () => {
    const manager = managers.get('ESG');
    if (!manager) throw new Error('No manager signed in');
    const answer = await staffCall(server, manager, 'GET', '/api/staff/manager/dashboard?days=5');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it("is the manager's alone", async () => {
    const desk = await signInStaff(server, 'ESG', 'front-desk');
    const answer = await staffCall(server, desk, 'GET', '/api/staff/manager/dashboard');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('STAFF_FORBIDDEN');
  });
});
