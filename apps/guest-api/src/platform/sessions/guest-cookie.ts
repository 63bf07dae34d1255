import { createHash } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_SESSION_COOKIE } from '@portal/api-client/contract/errors';

/**
 * Every address of the hotel's site: the API's calls and streams, and the portal's pages, so that
 * a page rendered on the server with the guest's data can read it too.
 */
const COOKIE_PATH = '/';

/**
 * HttpOnly (no script of the page reads it), SameSite=Lax (a link from the hotel's e-mail or a
 * notification opens a signed-in page; another site's page cannot make a write with it), Secure
 * when the request came over TLS, directly or through a trusted proxy (`TRUST_PROXY`), as the
 * staff console's (staff-cookie.ts). It lasts as long as the session.
 */
export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: string,
  now: Date,
): void {
  reply.setCookie(GUEST_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000)),
  });
}

export function clearGuestCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(GUEST_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  });
}

export function guestCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[GUEST_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : undefined;
}

/**
 * The CSRF token of a guest session: derived from its secret, so the session row holds nothing
 * more and every instance agrees. Knowing it reveals nothing of the session (a hash), and it is
 * worthless without the cookie.
 */
export function guestCsrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}
