import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from '../lib/guest-api.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** The signed-in guest's reservation, with what the hotel's rules allow today (GET /reservation). */
export const reservationQuery = queryOptions({
  queryKey: queryKeys.reservation,
  queryFn: () => guestApi.getReservation({}),
});

export function useReservation() {
  return useQuery(reservationQuery);
}
