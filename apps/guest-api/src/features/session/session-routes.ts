import { HttpError } from '../../http/http-error.ts';
import type { Handlers } from '../../http/register-contract.ts';
import type { createProfileRepository } from './profile-repository.ts';
import type { SessionRepository } from './session-repository.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

interface SessionDeps {
  sessions: SessionRepository;
  profiles: ReturnType<typeof createProfileRepository>;
  throttle: SignInThrottle;
  tokenTtlMs: number;
  now: () => Date;
}

export function sessionHandlers({ sessions, profiles, throttle, tokenTtlMs, now }: SessionDeps) {
  return {
    signIn: async ({ hotel, body }) => {
      const at = now();
      if (await throttle.isLocked(hotel.id, body.reservation, at)) throw new HttpError('TOO_MANY_ATTEMPTS');
      const match = sessions.findGuestForSignIn({ hotelId: hotel.id, ...body });
      // One answer for an unknown reservation and a wrong surname: nothing to probe with.
      if (!match) {
        await throttle.recordFailure(hotel.id, body.reservation, at);
        throw new HttpError('SIGN_IN_FAILED');
      }
      await throttle.clear(hotel.id, body.reservation);
      const { token, expiresAt } = sessions.open(match.guestId, hotel.id, 'access', tokenTtlMs, at);
      return { accessToken: token, expiresAt };
    },
    exchangeToken: ({ hotel, body }) => {
      const identity = sessions.resolve(body.token, hotel.id, 'sign-in-link', now());
      if (!identity) throw new HttpError('SIGN_IN_LINK_INVALID');
      sessions.revokeHash(identity.tokenHash);
      const { token, expiresAt } = sessions.open(identity.guestId, hotel.id, 'access', tokenTtlMs, now());
      return { accessToken: token, expiresAt };
    },
    signOut: ({ guest }) => {
      sessions.revokeHash(guest.tokenHash);
      return { ok: true as const };
    },
    getProfile: ({ guest }) => {
      const profile = profiles.profileOf(guest.guestId);
      if (!profile) throw new HttpError('NOT_FOUND', 'Guest not found');
      return profile;
    },
  } satisfies Partial<Handlers>;
}
