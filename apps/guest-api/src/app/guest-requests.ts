import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import fp from 'fastify-plugin';
import { isApiRequest } from '../platform/http/is-api-request.ts';
import { bearerToken } from '../platform/sessions/access-tokens.ts';
import { guestCookieOf, guestCsrfTokenOf } from '../platform/sessions/guest-cookie.ts';
import type { AppParts } from './app-parts.ts';

/**
 * Every API call: never cached; its hotel by its key, its guest by the session's cookie (with the
 * CSRF token its writes must carry) or, for a caller that is not a browser page, a bearer token
 * (docs/adr/0017-guest-session-cookie.md).
 */
export const guestRequests = fp<{ parts: AppParts }>(
  async (app, { parts: { hotels, sessions, rememberLanguage, now } }) => {
    app.decorateRequest('hotel', null);
    app.decorateRequest('guest', null);
    app.decorateRequest('guestCsrf', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      reply.header('Cache-Control', 'no-store');
      const key = request.headers[HOTEL_KEY_HEADER];
      request.hotel = (typeof key === 'string' && hotels.byKey.get(key)) || null;
      const bearer = bearerToken(request.headers.authorization);
      const cookieToken = bearer ? undefined : guestCookieOf(request);
      const token = bearer ?? cookieToken;
      if (token && request.hotel) {
        request.guest = await sessions.resolve(token, request.hotel.id, 'access', now());
        if (request.guest) {
          if (cookieToken) request.guestCsrf = guestCsrfTokenOf(cookieToken);
          await rememberLanguage(request.guest.reservationId, request.headers.cookie);
        }
      }
    });
  },
  { name: 'guest-requests' },
);
