import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { staffApi } from './staff-api.ts';
import { storeSession } from '@portal/web-platform/session';

/** Who is signed in, their hotel and the session's CSRF token (kept by the staff client). */
export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async () => {
    const session = await staffApi.staffGetSession();
    storeSession(session);
    return session;
  },
  staleTime: Infinity,
});
