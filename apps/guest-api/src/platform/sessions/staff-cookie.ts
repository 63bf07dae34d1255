import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE } from '@portal/api-client/contract/errors';
import { csrfHeaderMatches } from '../http/csrf-token.ts';
import type { StaffIdentity } from '../http/request-context.ts';

/** Only the staff calls receive it: the guest portal's pages and calls never carry it. */
const COOKIE_PATH = '/api/staff';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when
 * the request came over TLS, directly or through a trusted proxy (`TRUST_PROXY`).
 */
export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  });
}

export function staffCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[STAFF_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : undefined;
}

export function csrfMatches(request: FastifyRequest, staff: StaffIdentity): boolean {
  return csrfHeaderMatches(request, staff.csrfToken);
}
