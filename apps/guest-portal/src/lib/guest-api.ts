import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { GuestApi } from '@portal/api-client/guest-api';
import { tenant } from '../config/tenant.ts';
import { readAccessToken } from './access-token.ts';
import { endSession } from './session-ended.ts';

// axios, zod and the contract's schemas load with the first call rather than with the first
// screen: the sign-in form is interactive before they arrive.
let client: Promise<GuestApi> | undefined;

function loadClient(): Promise<GuestApi> {
  // (zod is told not to probe eval under the CSP by the contract itself: contract/zod-setup.ts.)
  client ??= Promise.all([
    import('@portal/api-client/http-client'),
    import('@portal/api-client/guest-api'),
  ]).then(([{ createHttpClient }, { createGuestApi }]) =>
    createGuestApi(
      createHttpClient({
        baseURL: tenant.apiBaseUrl,
        hotelKey: tenant.hotelKey,
        getAccessToken: readAccessToken,
        onSessionEnded: endSession,
      }),
    ),
  );
  // Offline, the client's own code cannot load: that is a network failure, and the next call retries.
  client = client.catch((failure: unknown) => {
    client = undefined;
    console.warn(failure);
    throw new ApiRequestError(0, 'NETWORK', 'Network error');
  });
  return client;
}

/** The portal's one API client: this hotel's base URL and key, the stored token. */
export const guestApi = new Proxy({} as GuestApi, {
  get(_, name: keyof GuestApi) {
    return async (input: Parameters<GuestApi[typeof name]>[0]) => {
      const api = await loadClient();
      return (api[name] as (input: unknown) => Promise<unknown>)(input);
    };
  },
});

/** Starts loading the client early, e.g. once the first screen has painted. */
export function preloadGuestApi(): void {
  loadClient().catch(() => undefined);
}
