import { createHttpClient } from '@portal/api-client/http-client';
import { createStaffApi, type StaffApi } from '@portal/api-client/staff-api';
import { createSession } from '@portal/web-platform/session';
import { createSessionApi } from '@portal/web-platform/session-api';
import { tenant } from '../config/tenant.ts';

/**
 * The staff member's session in this tab: live once the API answered it (sign-in, the session's
 * read), so that a 401 then means it ended, not that there was none.
 */
export const staffSession = createSession();

const client = createStaffApi(
  createHttpClient({
    baseURL: tenant.apiBaseUrl,
    hotelKey: tenant.hotelKey,
    // Staff are signed in by the HttpOnly cookie, never by a token the page can read; the staff
    // client sends the CSRF token itself.
  }),
);

/** The console's one staff client: this hotel's base URL and key; a refused session ends once. */
export const staffApi = createSessionApi<StaffApi>({
  session: staffSession,
  sessionEndedCode: 'STAFF_UNAUTHENTICATED',
  call: (name, input) => {
    const call = client[name as keyof StaffApi] as (input?: unknown) => Promise<unknown>;
    return call(input);
  },
});
