import type { EventBus, HotelEventType } from '../events/event-bus.ts';
import { hashToken } from './access-tokens.ts';
import { keptByReservation } from './kept-by-reservation.ts';
import {
  identityAt,
  type LiveSession,
  type SessionKind,
  type SessionRepository,
} from './session-repository.ts';

/** How long a resolved session is believed without reading it again. */
export const SESSION_CACHE_MS = 5_000;
/**
 * After these, a reservation's sessions are read again: its own sign-out (on any instance once the
 * bus crosses instances), and the changes that can remove a guest from it (check-in, front desk).
 */
const ENDING_EVENTS: readonly HotelEventType[] = [
  'session.ended',
  'check-in.updated',
  'reservation.updated',
];

/**
 * Every guest call resolves its bearer token: this keeps each resolved access session for a few
 * seconds, so a burst of calls reads `sessions` once. A sign-out on this instance drops it at
 * once; one elsewhere, or a guest removed from the reservation, through the event bus. Unknown
 * or revoked tokens are not kept, so a refusal always reads the database.
 */
export function cacheSessions(
  sessions: SessionRepository,
  events: EventBus,
  hotelIds: readonly number[],
  clock: () => number = () => performance.now(),
): SessionRepository {
  const kept = keptByReservation<string, LiveSession>({
    events,
    hotelIds,
    changes: ENDING_EVENTS,
    reservationOf: (session) => session.identity.reservationId,
    heldMs: SESSION_CACHE_MS,
    clock,
  });

  function live(tokenHash: string, kind: SessionKind) {
    if (kind !== 'access') return sessions.unrevoked(tokenHash, kind);
    return kept.get(tokenHash, () => sessions.unrevoked(tokenHash, kind));
  }

  return {
    ...sessions,
    unrevoked: live,
    async resolve(token, hotelId, kind, now = new Date()) {
      return identityAt(await live(hashToken(token), kind), hotelId, now);
    },
    async revokeHash(tokenHash, now) {
      kept.forget(tokenHash);
      const revoked = await sessions.revokeHash(tokenHash, now);
      // Again once written: a read begun before the write may have kept it since.
      kept.forget(tokenHash);
      return revoked;
    },
  };
}
