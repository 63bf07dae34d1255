import type { AxiosAdapter, AxiosInstance } from 'axios';
import type { RouteName } from '@portal/api-client/contract';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { GuestApi } from '@portal/api-client/guest-api';
import type { callRoute, LooseInput } from '@portal/api-client/route-call';
import { createApiClient } from '@portal/web-platform/api-client';
import { tenant } from '../config/tenant.ts';
import { endSession, readCsrfToken } from './guest-session.ts';

// axios, zod and the contract's schemas load with the first call rather than with the first
// screen: the sign-in form is interactive before they arrive. Each call's part of the contract
// loads beside them (guest-contract-parts), so a screen builds only the schemas of its calls.
type Caller = { http: AxiosInstance; callRoute: typeof callRoute };
let client: Promise<Caller> | undefined;
let send: AxiosAdapter | undefined;
let told: ((name: RouteName) => void) | undefined;

/**
 * The server's render: its calls go to the API's handlers in its own process, not over HTTP, and
 * each call's name is told to `onCall` (the page then preloads their code, `preloadCalls`).
 */
export function sendCallsWith(adapter: AxiosAdapter, onCall: (name: RouteName) => void): void {
  send = adapter;
  told = onCall;
}

/** Offline, the client's own code cannot load: that is a network failure, and the next call retries. */
function asNetworkFailure(failure: unknown): never {
  console.warn(failure);
  throw new ApiRequestError(0, 'NETWORK', 'Network error');
}

function loadClient(): Promise<Caller> {
  // (zod is told not to probe eval under the CSP by the contract itself: contract/zod-setup.ts.)
  client ??= Promise.all([
    import('@portal/api-client/http-client'),
    import('@portal/api-client/route-call'),
  ]).then(([{ createHttpClient }, routeCall]) => ({
    callRoute: routeCall.callRoute,
    http: createHttpClient({
      baseURL: tenant.apiBaseUrl,
      hotelKey: tenant.hotelKey,
      getCsrfToken: readCsrfToken,
      onSessionEnded: endSession,
      send,
    }),
  }));
  client = client.catch((failure: unknown) => {
    client = undefined;
    return asNetworkFailure(failure);
  });
  return client;
}

/** One call's route, with its part of the contract. */
function loadRoute(name: RouteName) {
  return import('@portal/api-client/guest-contract-parts').then((parts) => parts.loadRoute(name));
}

/** The portal's one API client: this hotel's base URL and key, the session cookie and its CSRF token. */
export const guestApi = createApiClient<GuestApi, LooseInput>(async (name, input) => {
  told?.(name as RouteName);
  const [{ http, callRoute }, route] = await Promise.all([
    loadClient(),
    loadRoute(name as RouteName).catch(asNetworkFailure),
  ]);
  return callRoute(http, route, input ?? {});
});

/** Starts loading the client early, e.g. once the first screen has painted. */
export function preloadGuestApi(): void {
  loadClient().catch(() => undefined);
}

/**
 * Loads the client and these calls' parts of the contract (each part holds a feature's reads and
 * writes) now, while the page is online: the calls the server made for the page it rendered
 * (main.tsx). Otherwise the first call the guest sends would load that code only then, and if that
 * is offline the browser keeps the failed module: every "Try again" would fail too until a reload.
 */
export function preloadCalls(names: readonly RouteName[]): void {
  preloadGuestApi();
  for (const name of names) loadRoute(name).catch(() => undefined);
}
