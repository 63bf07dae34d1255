import { isOrderProcessing, type OrderStatus } from './order-flow.ts';

/**
 * The manager's day in figures (issue #25): what counts as late, how far ahead pre check-ins are
 * counted, and which periods the figures over time cover. Zod-free, so the console reads it too.
 */

/** An order still Received or Preparing this many minutes after it was due (as soon as possible: placed) is late. */
export const LATE_ORDER_MINUTES = 30;

/** Pre check-ins are counted for the arrivals of today and the days after it, this many in all. */
export const PRE_CHECK_IN_DAYS_AHEAD = 7;

/** The periods the figures over time cover, in days (the last one ending today). */
export const DASHBOARD_PERIODS = [7, 30] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Late: the kitchen has not sent it on its way 30 minutes after it was due. */
export function isOrderLate(
  order: { status: OrderStatus; placedAt: string; dueAt: string | null },
  now: Date,
): boolean {
  if (!isOrderProcessing(order.status)) return false;
  const due = Date.parse(order.dueAt ?? order.placedAt);
  return now.getTime() - due > LATE_ORDER_MINUTES * 60_000;
}

/** Checked in online: the pre check-in was sent before the arrival day was over (hotel dates). */
export function checkedInOnline(stay: { arrivalDate: string; preCheckInSentOn: string | null }) {
  return stay.preCheckInSentOn !== null && stay.preCheckInSentOn <= stay.arrivalDate;
}
