import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_TOKEN_HEADER } from '@portal/api-client/contract/errors';

/**
 * Whether the request carries the session's CSRF token in `X-CSRF-Token`: the one check of the
 * staff console's writes and the guest portal's. Another site's page can make a browser send the
 * session cookie, but cannot read the token to send with it.
 */
export function csrfHeaderMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[CSRF_TOKEN_HEADER];
  if (typeof sent !== 'string') return false;
  const want = Buffer.from(expected);
  const given = Buffer.from(sent);
  return given.length === want.length && timingSafeEqual(given, want);
}
