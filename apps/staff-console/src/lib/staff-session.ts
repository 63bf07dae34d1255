import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { staffApi, staffSession } from './staff-api.ts';

/** Who is signed in, their hotel and the session's CSRF token (kept by the staff client). */
export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async () => {
    const session = await staffApi.staffGetSession();
    staffSession.signedIn(session);
    return session;
  },
  staleTime: Infinity,
});
