import type { BillLine } from '@portal/api-client/contract/bills';
import {
  addDays,
  datesBetween,
  hotelInstant,
  hotelToday,
} from '@portal/api-client/rules/hotel-calendar';
import {
  checkedInOnline,
  isOrderLate,
  PRE_CHECK_IN_DAYS_AHEAD,
} from '@portal/api-client/rules/manager-day';
import { isOrderOpen, ORDER_STATUSES, type OrderStatus } from '@portal/api-client/rules/order-flow';
import type {
  ManagerDashboard,
  ManagerDay,
} from '@portal/api-client/staff-contract/manager-dashboard';
import type { Store } from '../../db/store.ts';
import { billOf, type GroupedLine } from '../../platform/bills/bill-totals.ts';

export interface ManagerDashboardRepository {
  /** The hotel's day now and its figures by day over the last `days` days, on its calendar. */
  dashboard(
    hotel: { id: number; timeZone: string },
    days: number,
    now: Date,
  ): Promise<ManagerDashboard>;
}

const OPEN_STATUSES = ORDER_STATUSES.filter(isOrderOpen);
/** Orders that bill nothing: the kitchen refused them, or the guest cancelled them. */
const UNBILLED_STATUSES: readonly OrderStatus[] = ['Refused', 'Cancelled'];

/** A map of every date of the period to a value, so days without figures still count as 0. */
function byDate<T>(dates: string[], empty: () => T): Map<string, T> {
  return new Map(dates.map((date) => [date, empty()]));
}

export function createManagerDashboardRepository(store: Store): ManagerDashboardRepository {
  async function arrivalsOf(hotelId: number, from: string, to: string) {
    return store
      .selectFrom('reservations')
      .select([
        'arrival_date',
        'status',
        'checked_out_at',
        'check_in_submitted_at',
        'check_in_review',
      ])
      .where('hotel_id', '=', hotelId)
      .where('cancelled_at', 'is', null)
      .where('arrival_date', '>=', from)
      .where('arrival_date', '<=', to)
      .execute();
  }

  async function today(hotel: { id: number; timeZone: string }, date: string, now: Date) {
    const lastPreCheckInDate = addDays(date, PRE_CHECK_IN_DAYS_AHEAD - 1);
    const [coming, inHouse, departures, waiting, openOrders] = await Promise.all([
      arrivalsOf(hotel.id, date, lastPreCheckInDate),
      store
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('hotel_id', '=', hotel.id)
        .where('status', '=', 'Arrived')
        .where('checked_out_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .executeTakeFirstOrThrow(),
      store
        .selectFrom('reservations')
        .select(['checked_out_at'])
        .where('hotel_id', '=', hotel.id)
        .where('departure_date', '=', date)
        .where('cancelled_at', 'is', null)
        .execute(),
      store
        .selectFrom('check_out_requests as c')
        .innerJoin('reservations as r', 'r.id', 'c.reservation_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('r.hotel_id', '=', hotel.id)
        .where('c.done_at', 'is', null)
        .where('r.checked_out_at', 'is', null)
        .where('r.cancelled_at', 'is', null)
        .executeTakeFirstOrThrow(),
      store
        .selectFrom('orders')
        .select(['status', 'placed_at', 'delivery_date', 'delivery_time'])
        .where('hotel_id', '=', hotel.id)
        .where('status', 'in', OPEN_STATUSES)
        .execute(),
    ]);
    const arrivingToday = coming.filter((row) => row.arrival_date === date);
    const preCheckIns = { notSent: 0, sent: 0, accepted: 0, returned: 0 };
    for (const row of coming) {
      if (row.check_in_review === 'accepted') preCheckIns.accepted += 1;
      else if (row.check_in_review === 'returned') preCheckIns.returned += 1;
      else if (row.check_in_submitted_at) preCheckIns.sent += 1;
      else preCheckIns.notSent += 1;
    }
    return {
      arrivals: {
        expected: arrivingToday.length,
        arrived: arrivingToday.filter((row) => row.status === 'Arrived' || row.checked_out_at)
          .length,
      },
      inHouse: Number(inHouse.count),
      departures: {
        expected: departures.length,
        checkedOut: departures.filter((row) => row.checked_out_at).length,
      },
      checkOutRequestsWaiting: Number(waiting.count),
      preCheckIns: { fromDate: date, toDate: lastPreCheckInDate, ...preCheckIns },
      orders: {
        open: openOrders.length,
        late: openOrders.filter((row) =>
          isOrderLate(
            {
              status: row.status as OrderStatus,
              placedAt: row.placed_at,
              dueAt:
                row.delivery_date && row.delivery_time
                  ? hotelInstant(row.delivery_date, row.delivery_time, hotel.timeZone)
                  : null,
            },
            now,
          ),
        ).length,
      },
    };
  }

  async function days(
    hotel: { id: number; timeZone: string },
    dates: string[],
  ): Promise<ManagerDay[]> {
    const [first = '', last = ''] = [dates[0], dates.at(-1)];
    const since = hotelInstant(first, '00:00', hotel.timeZone);
    const dayOf = (instant: string) => hotelToday(hotel.timeZone, new Date(instant));
    const [arrivals, orders, lines, ratings] = await Promise.all([
      arrivalsOf(hotel.id, first, last),
      store
        .selectFrom('orders')
        .select(['placed_at'])
        .where('hotel_id', '=', hotel.id)
        .where('placed_at', '>=', since)
        .where('status', 'not in', UNBILLED_STATUSES)
        .execute(),
      // What room service billed, on the bills' own dates (the hotel's day of the order).
      store
        .selectFrom('bill_lines as l')
        .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['l.id', 'l.date', 'l.quantity', 'l.unit_price', 'l.vat_percent'])
        .where('r.hotel_id', '=', hotel.id)
        .where('l.group_name', '=', 'room-service')
        .where('o.status', 'not in', UNBILLED_STATUSES)
        .where('l.date', '>=', first)
        .where('l.date', '<=', last)
        .execute(),
      store
        .selectFrom('ratings as g')
        .innerJoin('guests', 'guests.id', 'g.guest_id')
        .innerJoin('reservations as r', 'r.id', 'guests.reservation_id')
        .select(['g.score', 'g.rated_at'])
        .where('r.hotel_id', '=', hotel.id)
        .where('g.rated_at', '>=', since)
        .execute(),
    ]);
    const figures = byDate(dates, () => ({
      arrivals: 0,
      checkedInOnline: 0,
      orders: 0,
      lines: [] as GroupedLine[],
      ratings: 0,
      scores: 0,
    }));
    for (const row of arrivals) {
      const day = figures.get(row.arrival_date);
      if (!day) continue;
      day.arrivals += 1;
      const sentOn = row.check_in_submitted_at ? dayOf(row.check_in_submitted_at) : null;
      if (checkedInOnline({ arrivalDate: row.arrival_date, preCheckInSentOn: sentOn }))
        day.checkedInOnline += 1;
    }
    for (const row of orders) {
      const day = figures.get(dayOf(row.placed_at));
      if (day) day.orders += 1;
    }
    for (const row of lines) {
      figures.get(row.date)?.lines.push({
        group: 'room-service',
        id: row.id,
        date: row.date,
        description: { en: '', vi: '' },
        quantity: row.quantity,
        unitPrice: row.unit_price,
        amount: row.quantity * row.unit_price,
        vatPercent: row.vat_percent as BillLine['vatPercent'],
      });
    }
    for (const row of ratings) {
      const day = figures.get(dayOf(row.rated_at));
      if (!day) continue;
      day.ratings += 1;
      day.scores += row.score;
    }
    return dates.map((date) => {
      const day = figures.get(date);
      return {
        date,
        arrivals: day?.arrivals ?? 0,
        checkedInOnline: day?.checkedInOnline ?? 0,
        orders: day?.orders ?? 0,
        revenue: day && day.lines.length > 0 ? billOf(day.lines, []).total : 0,
        ratings: day?.ratings ?? 0,
        averageRating:
          day && day.ratings > 0 ? Math.round((day.scores / day.ratings) * 100) / 100 : null,
      };
    });
  }

  return {
    async dashboard(hotel, period, now) {
      const date = hotelToday(hotel.timeZone, now);
      const dates = datesBetween(addDays(date, 1 - period), date);
      const [todayFigures, dayFigures] = await Promise.all([
        today(hotel, date, now),
        days(hotel, dates),
      ]);
      return { date, today: todayFigures, days: dayFigures };
    },
  };
}
