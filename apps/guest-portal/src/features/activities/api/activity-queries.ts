import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const ACTIVITIES_KEY = 'activities';
export const MY_ACTIVITIES_KEY = `${ACTIVITIES_KEY}:mine`;

export function useHotelActivities() {
  return useApiQuery(`${ACTIVITIES_KEY}:hotel`, () => guestApi.listActivities({}));
}

export function useMyActivities() {
  return useApiQuery(MY_ACTIVITIES_KEY, () => guestApi.listMyActivities({}));
}
