import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const offersQuery = queryOptions({
  queryKey: queryKeys.offers,
  queryFn: () => guestApi.listOffers({}),
});

export function useOffers() {
  return useQuery(offersQuery);
}
