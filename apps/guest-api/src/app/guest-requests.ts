import { HOTEL_KEY_HEADER } from '@portal/api-client/contract/errors';
import fp from 'fastify-plugin';
import { isApiRequest } from '../platform/http/is-api-request.ts';
import { bearerToken } from '../platform/sessions/access-tokens.ts';
import type { AppParts } from './app-parts.ts';

/** Every API call: never cached; its hotel by its key, its guest by the session token. */
export const guestRequests = fp<{ parts: AppParts }>(
  async (app, { parts: { hotels, sessions, rememberLanguage, now } }) => {
    app.decorateRequest('hotel', null);
    app.decorateRequest('guest', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      reply.header('Cache-Control', 'no-store');
      const key = request.headers[HOTEL_KEY_HEADER];
      request.hotel = (typeof key === 'string' && hotels.byKey.get(key)) || null;
      const token = bearerToken(request.headers.authorization);
      if (token && request.hotel) {
        request.guest = await sessions.resolve(token, request.hotel.id, 'access', now());
        if (request.guest)
          await rememberLanguage(request.guest.reservationId, request.headers.cookie);
      }
    });
  },
  { name: 'guest-requests' },
);
