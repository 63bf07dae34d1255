import { queryOptions } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The hotel's activities with their hours and open days. */
export const hotelActivitiesQuery = queryOptions({
  queryKey: queryKeys.hotelActivities,
  queryFn: () => guestApi.listActivities({}),
});

/** The guest's plan. */
export const myActivitiesQuery = queryOptions({
  queryKey: queryKeys.myActivities,
  queryFn: () => guestApi.listMyActivities({}),
});
