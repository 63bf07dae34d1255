import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { arrivalDateOf, demoReservations } from '@portal/guest-api/demo-reservations';
import { loadTenant, type TenantId } from '@portal/tenant-schema/load-tenant';

/** The demo stories every hotel is seeded with (apps/guest-api/src/seed). */
export const STORIES = {
  arrived: 1001,
  departsToday: 1002,
  confirmedNoRoom: 1003,
  unconfirmed: 1004,
} as const;
export type Story = keyof typeof STORIES;

export interface DemoSignIn {
  hotelKey: string;
  body: { reservation: string; arrivalDate: string; surname: string; givenName: string };
}

export async function demoSignIn(tenantId: TenantId, story: Story): Promise<DemoSignIn> {
  const tenant = await loadTenant(tenantId);
  const number = `${tenant.hotelCode}${STORIES[story]}`;
  const demo = demoReservations(tenant.hotelCode).find((candidate) => candidate.number === number);
  const primary = demo?.guests[0];
  if (!demo || !primary) throw new Error(`No demo reservation ${number}`);
  return {
    hotelKey: tenant.hotelKey,
    // The given name tells a family sharing the surname apart (the 1003 story).
    body: {
      reservation: number,
      arrivalDate: arrivalDateOf(demo, hotelToday(tenant.timeZone)),
      surname: primary.lastName,
      givenName: primary.firstName,
    },
  };
}

/** A guest's session: its `portal_guest` cookie and the CSRF token a browser page sends with it. */
export interface GuestSession {
  token: string;
  csrfToken: string;
}

/** The session token a `Set-Cookie` holds, if it is the guest's session cookie. */
export function sessionCookieToken(setCookie: string | undefined): string | undefined {
  return /(?:^|[\s,])portal_guest=([A-Za-z0-9_-]+)/.exec(setCookie ?? '')?.[1];
}

/** Signs a demo guest in through the API and answers the session it set. */
export async function signInSession(apiUrl: string, guest: DemoSignIn): Promise<GuestSession> {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOTEL_KEY_HEADER]: guest.hotelKey },
    body: JSON.stringify(guest.body),
  });
  const body = (await response.json()) as { csrfToken?: string; code?: string };
  const token = sessionCookieToken(response.headers.getSetCookie().join(', '));
  if (!response.ok || !token || !body.csrfToken) {
    throw new Error(
      `Sign-in of ${guest.body.reservation} failed: ${response.status} ${body.code ?? ''}`,
    );
  }
  return { token, csrfToken: body.csrfToken };
}

/**
 * Signs a demo guest in and answers the session's token, which the benches send as a bearer token
 * (they are not a browser page: no CSRF token needed).
 */
export async function signIn(apiUrl: string, guest: DemoSignIn): Promise<string> {
  return (await signInSession(apiUrl, guest)).token;
}

export function guestHeaders(guest: DemoSignIn, token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, [HOTEL_KEY_HEADER]: guest.hotelKey };
}
