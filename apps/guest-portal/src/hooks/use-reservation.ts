import { guestApi } from '../lib/guest-api.ts';
import { useApiQuery } from '../lib/use-api-query.ts';

/** Cache key of the reservation; invalidate it after a call that changes the stay. */
export const RESERVATION_QUERY = 'reservation';

/** The signed-in guest's reservation, with what the hotel's rules allow today (GET /reservation). */
export function useReservation() {
  return useApiQuery(RESERVATION_QUERY, () => guestApi.getReservation({}));
}
