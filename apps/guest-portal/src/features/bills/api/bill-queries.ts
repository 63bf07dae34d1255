import { queryOptions } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The stay's balance and bill (GET /bills); an order or a check-out changes it. */
export const billQuery = queryOptions({
  queryKey: queryKeys.bill,
  queryFn: () => guestApi.getBill({}),
});
