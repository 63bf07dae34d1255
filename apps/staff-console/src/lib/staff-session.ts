import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { markSignedIn, staffApi } from './staff-api.ts';

/** Who is signed in, their hotel and the session's CSRF token (kept by the staff client). */
export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async () => {
    const session = await staffApi.staffGetSession();
    markSignedIn(true);
    return session;
  },
  staleTime: Infinity,
});
