import type { GuestIdentity } from '../../http/request-context.ts';
import type { EventBus, HotelEventType } from '../events/event-bus.ts';
import { hashToken } from './access-tokens.ts';
import { identityAt, type SessionKind, type SessionRepository } from './session-repository.ts';

/** How long a resolved session is believed without reading it again. */
export const SESSION_CACHE_MS = 5_000;
/** Beyond this many sessions held, the cache starts again empty (a bound, not a tuning knob). */
const MOST_HELD = 50_000;

/**
 * After these, a reservation's sessions are read again: its own sign-out (on any instance once the
 * bus crosses instances), and the changes that can remove a guest from it (check-in, front desk).
 */
const ENDING_EVENTS: readonly HotelEventType[] = [
  'session.ended',
  'check-in.updated',
  'reservation.updated',
];

interface HeldSession {
  identity: GuestIdentity;
  expiresAt: string;
  heldUntil: number;
}

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
  const held = new Map<string, HeldSession>();
  // Bumped at every drop: a read that was under way meanwhile may have seen the dropped session.
  let drops = 0;

  function dropReservation(reservationId: number) {
    drops += 1;
    for (const [tokenHash, session] of held) {
      if (session.identity.reservationId === reservationId) held.delete(tokenHash);
    }
  }
  for (const hotelId of hotelIds) {
    events.subscribe({ hotelId, types: ENDING_EVENTS }, (event) => {
      if ('reservationId' in event) dropReservation(event.reservationId);
    });
  }

  async function live(tokenHash: string, kind: SessionKind) {
    if (kind !== 'access') return sessions.unrevoked(tokenHash, kind);
    const kept = held.get(tokenHash);
    if (kept && kept.heldUntil > clock()) return kept;
    const dropsBefore = drops;
    const session = await sessions.unrevoked(tokenHash, kind);
    if (!session) {
      held.delete(tokenHash);
      return null;
    }
    if (drops !== dropsBefore) return session;
    if (held.size >= MOST_HELD) held.clear();
    held.set(tokenHash, { ...session, heldUntil: clock() + SESSION_CACHE_MS });
    return session;
  }

  return {
    ...sessions,
    unrevoked: live,
    async resolve(token, hotelId, kind, now = new Date()) {
      return identityAt(await live(hashToken(token), kind), hotelId, now);
    },
    async revokeHash(tokenHash, now) {
      held.delete(tokenHash);
      drops += 1;
      const revoked = await sessions.revokeHash(tokenHash, now);
      // Again once written: a read begun before the write may have kept it since.
      held.delete(tokenHash);
      drops += 1;
      return revoked;
    },
  };
}
