import { hotelToday } from '../lib/hotel-calendar.ts';
import { tenant } from '../config/tenant.ts';

/** Today on the hotel's calendar: the day the hotel's rules are judged on. */
export function useHotelToday(): string {
  return hotelToday(tenant.timeZone);
}
