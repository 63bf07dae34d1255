import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import type { StaffSession } from '@portal/api-client/staff-contract/staff-session';
import { demoStaffAccounts } from '../src/platform/sign-in/demo-staff.ts';
import type { ApiAnswer, HotelCode, TestServer } from './test-server.ts';

export interface StaffSignedIn {
  /** `portal_staff=…`, as a browser sends it back. */
  cookie: string;
  csrfToken: string;
  session: StaffSession;
}

export function demoStaff(hotel: HotelCode, role: StaffRole) {
  const account = demoStaffAccounts(hotel).find((demo) => demo.role === role);
  if (!account) throw new Error(`No demo ${role} in ${hotel}`);
  return account;
}

/** The `portal_staff=value` pair of an answer's Set-Cookie, or null. */
export function staffCookieIn(answer: ApiAnswer<unknown>): string | null {
  const header = answer.headers.getSetCookie().find((line) => line.startsWith('portal_staff='));
  return header ? (header.split(';')[0] ?? null) : null;
}

export async function signInStaff(
  server: TestServer,
  hotel: HotelCode,
  role: StaffRole,
  headers: Record<string, string> = {},
): Promise<StaffSignedIn> {
  const { email, password } = demoStaff(hotel, role);
  const answer = await server.call<StaffSession>('POST', '/api/staff/session', {
    hotel,
    body: { email, password },
    headers,
  });
  const cookie = staffCookieIn(answer);
  if (answer.status !== 200 || !cookie)
    throw new Error(`Staff sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return { cookie, csrfToken: answer.body.csrfToken, session: answer.body };
}

/** A staff call with the session's cookie and, unless told otherwise, its CSRF token. */
export function staffCall<T = Record<string, unknown>>(
  server: TestServer,
  signedIn: StaffSignedIn,
  method: string,
  url: string,
  options: { hotel?: HotelCode; body?: unknown; csrf?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const csrf = options.csrf === undefined ? signedIn.csrfToken : options.csrf;
  return server.call<T>(method, url, {
    hotel: options.hotel ?? (signedIn.session.hotel.code as HotelCode),
    body: options.body,
    headers: { cookie: signedIn.cookie, ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
  });
}
