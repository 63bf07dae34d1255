import { queryOptions } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The guest's rating of the stay, if given (GET /rating). */
export const ratingQuery = queryOptions({
  queryKey: queryKeys.rating,
  queryFn: () => guestApi.getRating({}),
});
