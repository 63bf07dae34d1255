import type { AxiosInstance } from 'axios';
import { CSRF_TOKEN_HEADER } from '../contract/errors.ts';
import type { RouteDefinition } from '../contract/route.ts';
import { StaffSession } from '../contract/staff/staff-session.ts';
import { staffContract, type StaffContract } from '../contract/staff/staff-contract.ts';
import { ApiRequestError } from './api-request-error.ts';
import type { CallInput, CallOutput } from './guest-api.ts';
import { callRoute, type LooseInput } from './route-call.ts';

/** A call whose input has nothing required may be made without one: `staffApi.staffGetSession()`. */
type StaffCall<R extends RouteDefinition> =
  object extends CallInput<R>
    ? (input?: CallInput<R>) => Promise<CallOutput<R>>
    : (input: CallInput<R>) => Promise<CallOutput<R>>;

export type StaffApi = { [K in keyof StaffContract]: StaffCall<StaffContract[K]> };

export interface StaffApiOptions {
  /**
   * The CSRF token to send on writes. Absent: the client keeps the `csrfToken` of the last
   * session it was answered (sign-in, get session) and forgets it on sign-out.
   */
  getCsrfToken?: () => string | null;
}

const SIGN_OUTS = new Set<string>(['staffSignOut', 'staffSignOutEverywhere']);

/**
 * Typed functions for every staff call on the portal's axios client (it sends the hotel key).
 * The session is the `portal_staff` cookie, sent by the browser (`withCredentials`); every write
 * carries the session's CSRF token in `X-CSRF-Token`.
 */
export function createStaffApi(http: AxiosInstance, options: StaffApiOptions = {}): StaffApi {
  let kept: string | null = null;
  const csrfToken = options.getCsrfToken ?? (() => kept);

  async function call(name: string, route: RouteDefinition, input: LooseInput) {
    const token = route.method === 'GET' ? null : csrfToken();
    const headers: Record<string, string> = token ? { [CSRF_TOKEN_HEADER]: token } : {};
    try {
      const result: unknown = await callRoute(http, route, input, {
        withCredentials: true,
        headers,
      });
      const session = StaffSession.safeParse(result);
      if (session.success) kept = session.data.csrfToken;
      if (SIGN_OUTS.has(name)) kept = null;
      return result;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'STAFF_UNAUTHENTICATED') {
        kept = null;
      }
      throw failure;
    }
  }

  const entries = Object.entries(staffContract).map(([name, route]) => [
    name,
    (input: LooseInput = {}) => call(name, route, input),
  ]);
  return Object.fromEntries(entries) as StaffApi;
}

export { ApiRequestError };
