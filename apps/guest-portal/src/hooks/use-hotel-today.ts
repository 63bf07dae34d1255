import { tenant } from '../config/tenant.ts';
import { hotelToday } from '../lib/hotel-today.ts';

/** Today on the hotel's calendar: the day the hotel's rules are judged on. */
export function useHotelToday(): string {
  return hotelToday(tenant.timeZone);
}
