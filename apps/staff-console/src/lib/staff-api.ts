import { ApiRequestError } from '@portal/api-client/api-request-error';
import { createHttpClient } from '@portal/api-client/http-client';
import { createStaffApi, type StaffApi } from '@portal/api-client/staff-api';
import { tenant } from '../config/tenant.ts';
import { endSession } from './session-ended.ts';

const client = createStaffApi(
  createHttpClient({
    baseURL: tenant.apiBaseUrl,
    hotelKey: tenant.hotelKey,
    // Staff are signed in by the HttpOnly cookie, never by a token the page can read; the staff
    // client sends the CSRF token itself.
  }),
);

let signedIn = false;

/** Whether a session is live in this tab: a 401 then means it ended, not that there was none. */
export function markSignedIn(live: boolean): void {
  signedIn = live;
}

/** The console's one staff client: this hotel's base URL and key; a refused session ends once. */
export const staffApi = new Proxy(client, {
  get(target, name: keyof StaffApi) {
    const call = target[name] as (input?: unknown) => Promise<unknown>;
    return async (input?: unknown) => {
      try {
        return await call(input);
      } catch (failure) {
        if (
          signedIn &&
          failure instanceof ApiRequestError &&
          failure.code === 'STAFF_UNAUTHENTICATED'
        ) {
          signedIn = false;
          endSession();
        }
        throw failure;
      }
    };
  },
});
