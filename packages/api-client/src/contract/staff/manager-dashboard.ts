import '../zod-setup.ts';
import { z } from 'zod/mini';
import { DASHBOARD_PERIODS } from '../../rules/manager-day.ts';
import { IsoDate, Vnd } from '../common.ts';
import { defineRoute } from '../route.ts';

const Count = z.int().check(z.gte(0));

/** The period of the figures over time: the last 7 or 30 days, today included (default 7). */
export const ManagerDashboardQuery = z.strictObject({
  days: z._default(
    z.coerce
      .number()
      .check(
        z.refine(
          (days) => (DASHBOARD_PERIODS as readonly number[]).includes(days),
          `Use one of ${DASHBOARD_PERIODS.join(', ')} days`,
        ),
      ),
    7,
  ),
});

/** The hotel's day now: its reservations, pre check-ins, orders and check-out requests. */
export const ManagerToday = z.object({
  /** Reservations arriving today (cancelled ones excepted), and how many of them are Arrived. */
  arrivals: z.object({ expected: Count, arrived: Count }),
  /** Guests marked Arrived and not checked out. */
  inHouse: Count,
  /** Reservations departing today (cancelled ones excepted), and how many are checked out. */
  departures: z.object({ expected: Count, checkedOut: Count }),
  /** Check-out requests the front desk has not done yet. */
  checkOutRequestsWaiting: Count,
  /** The pre check-ins of the arrivals of today and the next days (rules/manager-day), by state. */
  preCheckIns: z.object({
    fromDate: IsoDate,
    toDate: IsoDate,
    notSent: Count,
    sent: Count,
    accepted: Count,
    returned: Count,
  }),
  /** Room-service orders the kitchen still has to move, and the late ones (rules/manager-day). */
  orders: z.object({ open: Count, late: Count }),
});
export type ManagerToday = z.infer<typeof ManagerToday>;

/** One hotel date of the period. */
export const ManagerDay = z.object({
  date: IsoDate,
  /** Arrivals of that date (cancelled ones excepted) and those who sent pre check-in by then. */
  arrivals: Count,
  checkedInOnline: Count,
  /** Room-service orders placed that day (refused and cancelled ones excepted) and what they bill. */
  orders: Count,
  /** As the guests' bills total it: lines, service charge and VAT (apps/guest-api/src/platform/bills/bill-totals.ts). */
  revenue: Vnd,
  /** Stays rated that day, and their average score (null without one). */
  ratings: Count,
  averageRating: z.nullable(z.number()),
});
export type ManagerDay = z.infer<typeof ManagerDay>;

export const ManagerDashboard = z.object({
  /** Today on the hotel's calendar. */
  date: IsoDate,
  today: ManagerToday,
  /** Oldest first, the last one today. */
  days: z.array(ManagerDay),
});
export type ManagerDashboard = z.infer<typeof ManagerDashboard>;

export const managerDashboardRoutes = {
  getManagerDashboard: defineRoute({
    method: 'GET',
    path: '/staff/manager/dashboard',
    tag: 'Manager',
    summary:
      "The hotel's day at a glance (arrivals, in house, departures, pre check-ins, orders, check-out requests) and its figures by day over the last 7 or 30 days",
    auth: false,
    staffRoles: ['manager'],
    query: ManagerDashboardQuery,
    response: ManagerDashboard,
  }),
} as const;
