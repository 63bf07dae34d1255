import { queryOptions } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The pre check-in as sent so far, with the hotel's preferences and limits (GET /check-in). */
export const checkInQuery = queryOptions({
  queryKey: queryKeys.checkIn,
  queryFn: () => guestApi.getCheckIn({}),
});
