import type { Handlers } from '../../http/register-contract.ts';
import { HttpError } from '../../http/http-error.ts';
import type { createProfileRepository } from './profile-repository.ts';
import type { SessionRepository } from './session-repository.ts';

interface SessionDeps {
  sessions: SessionRepository;
  profiles: ReturnType<typeof createProfileRepository>;
  tokenTtlMs: number;
}

export function sessionHandlers({ sessions, profiles, tokenTtlMs }: SessionDeps) {
  return {
    signIn: ({ hotel, body }) => {
      const match = sessions.findGuestForSignIn({ hotelId: hotel.id, ...body });
      // One answer for an unknown reservation and a wrong surname: nothing to probe with.
      if (!match) {
        throw new HttpError('SIGN_IN_FAILED', 'We could not find a reservation with these details');
      }
      const { token, expiresAt } = sessions.open(match.guestId, hotel.id, 'access', tokenTtlMs);
      return { accessToken: token, expiresAt };
    },
    exchangeToken: ({ hotel, body }) => {
      const identity = sessions.resolve(body.token, hotel.id, 'sign-in-link');
      if (!identity) throw new HttpError('SIGN_IN_LINK_INVALID');
      sessions.revokeHash(identity.tokenHash);
      const { token, expiresAt } = sessions.open(identity.guestId, hotel.id, 'access', tokenTtlMs);
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
