import { ApiRequestError } from '@portal/api-client/api-request-error';
import { createHttpClient } from '@portal/api-client/http-client';
import { createStaffApi, type StaffApi } from '@portal/api-client/staff-api';
import { createApiClient } from '@portal/web-platform/api-client';
import { endSession } from '@portal/web-platform/session';
import { tenant } from '../config/tenant.ts';

const client = createStaffApi(
  createHttpClient({
    baseURL: tenant.apiBaseUrl,
    hotelKey: tenant.hotelKey,
    // Staff are signed in by the HttpOnly cookie, never by a token the page can read; the staff
    // client sends the CSRF token itself.
  }),
);

/**
 * The console's one staff client: this hotel's base URL and key; a call refused
 * `STAFF_UNAUTHENTICATED` ends the session (once, and only while signed in).
 */
export const staffApi = createApiClient<StaffApi>(async (name, input) => {
  const call = client[name as keyof StaffApi] as (input?: unknown) => Promise<unknown>;
  try {
    return await call(input);
  } catch (failure) {
    if (failure instanceof ApiRequestError && failure.code === 'STAFF_UNAUTHENTICATED')
      endSession();
    throw failure;
  }
});
