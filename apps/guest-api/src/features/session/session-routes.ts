import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLengthMs } from '@portal/api-client/rules/departed-guest';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { GuestIdentity, Hotel } from '../../platform/http/request-context.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { SignInMetrics } from '../../platform/metrics/sign-in-metrics.ts';
import { hashToken } from '../../platform/sessions/access-tokens.ts';
import {
  clearGuestCookie,
  guestCsrfTokenOf,
  setGuestCookie,
} from '../../platform/sessions/guest-cookie.ts';
import type { ProfileRepository } from './profile-repository.ts';
import type { SessionRepository } from '../../platform/sessions/session-repository.ts';
import {
  clientLimitOf,
  judgeSignIn,
  type FailureHistory,
  type SignInBudgets,
} from '../../platform/sign-in/sign-in-budget.ts';
import type { SignInAttempt, SignInThrottle } from '../../platform/sign-in/sign-in-throttle.ts';

interface SessionDeps {
  sessions: SessionRepository;
  profiles: ProfileRepository;
  throttle: SignInThrottle;
  budgets: SignInBudgets;
  metrics: SignInMetrics;
  tokenTtlMs: number;
  events: EventBus;
  /** What else ends with the session (its device's push subscriptions). */
  onSignedOut?: (guest: GuestIdentity) => Promise<void>;
  /** What follows a session traded for another (its device's push subscriptions). */
  onSessionMoved?: (fromTokenHash: string, toTokenHash: string) => Promise<void>;
  now: () => Date;
}

/** Failure counts of a client for the log: never what was typed. */
function guessingReport(attempt: SignInAttempt, hotel: Hotel, history: FailureHistory) {
  return {
    client: attempt.client,
    hotel: hotel.code,
    clientFailures: history.client.length,
    hotelFailures: history.hotel,
    reservationFailures: history.reservation.length,
  };
}

function isGuessing(history: FailureHistory, budgets: SignInBudgets): boolean {
  return (
    history.client.length >= Math.floor(clientLimitOf(budgets, history.hotel) / 2) ||
    history.hotel >= budgets.failuresPerHotel
  );
}

export function sessionHandlers({
  sessions,
  profiles,
  throttle,
  budgets,
  metrics,
  tokenTtlMs,
  events,
  onSignedOut,
  onSessionMoved,
  now,
}: SessionDeps) {
  /** The session goes into its cookie; the answer holds only what the page may know. */
  function handOver(
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; expiresAt: string },
    at: Date,
  ) {
    setGuestCookie(request, reply, session.token, session.expiresAt, at);
    return { csrfToken: guestCsrfTokenOf(session.token), expiresAt: session.expiresAt };
  }

  /**
   * A session for the guest, lasting no longer than the portal stays open to their stay (7 days
   * after departure): past that, the stay's guests are refused with STAY_ENDED.
   */
  async function openAccess(guestId: number, hotel: Hotel, at: Date) {
    const departure = await sessions.departureOf(guestId, hotel.id);
    if (departure === undefined) throw new HttpError('SIGN_IN_FAILED');
    const lengthMs = sessionLengthMs(departure, hotel.timeZone, at, tokenTtlMs);
    if (lengthMs <= 0) throw new HttpError('STAY_ENDED');
    return sessions.open(guestId, hotel.id, 'access', lengthMs, at);
  }

  return {
    signIn: async ({ hotel, body, request, reply }) => {
      const at = now();
      const attempt: SignInAttempt = {
        hotelId: hotel.id,
        client: request.ip,
        reservationKey: await sessions.failureKeyOf(hotel.id, body.reservation, body.arrivalDate),
      };
      const reserved = await throttle.reserve(attempt, at, (failures) =>
        judgeSignIn(failures, budgets, at),
      );
      const { history, verdict } = reserved;
      // The attempt counts as a failure unless it turns out not to be one.
      let failed = false;
      try {
        if (verdict.kind === 'refused') {
          metrics.refused(hotel.code, verdict.reason);
          if (verdict.reason === 'client') {
            request.log.warn(
              guessingReport(attempt, hotel, history),
              'sign-in refused: too many failures from this client',
            );
          }
          reply.header('Retry-After', String(verdict.retryAfterSeconds));
          throw new HttpError('TOO_MANY_ATTEMPTS');
        }
        if (verdict.delayMs > 0) {
          metrics.delayed(hotel.code);
          await sleep(verdict.delayMs);
        }
        const match = await sessions.findGuestForSignIn({ hotelId: hotel.id, ...body });
        // Only asked once reservation, date and surname all match: it reveals nothing before.
        if (match === 'given-name-required') throw new HttpError('GIVEN_NAME_REQUIRED');
        // One answer for an unknown reservation and a wrong surname: nothing to probe with.
        if (!match) {
          failed = true;
          metrics.failed(hotel.code);
          const after: FailureHistory = {
            client: [...history.client, at.toISOString()],
            hotel: history.hotel + 1,
            reservation: [...history.reservation, at.toISOString()],
          };
          if (isGuessing(after, budgets)) {
            request.log.warn(
              guessingReport(attempt, hotel, after),
              'sign-in failures: a client is guessing',
            );
          }
          throw new HttpError('SIGN_IN_FAILED');
        }
        // The reservation's failures are forgotten, this attempt's with them.
        await throttle.clearReservation(hotel.id, attempt.reservationKey);
        const session = await openAccess(match.guestId, hotel, at);
        metrics.signedIn(hotel.code);
        return handOver(request, reply, session, at);
      } finally {
        if (!failed) await reserved.release();
      }
    },
    // A guest holding the hotel's link proves themselves by it: no failure budget applies.
    exchangeToken: async ({ hotel, body, request, reply }) => {
      const identity = await sessions.resolve(body.token, hotel.id, 'sign-in-link', now());
      if (!identity) throw new HttpError('SIGN_IN_LINK_INVALID');
      // Two exchanges of one link at once: only the one that revokes it gets a session.
      if (!(await sessions.revokeHash(identity.tokenHash)))
        throw new HttpError('SIGN_IN_LINK_INVALID');
      const at = now();
      return handOver(request, reply, await openAccess(identity.guestId, hotel, at), at);
    },
    /**
     * An earlier portal kept the access token in local storage, where any script of the page could
     * read it. It is traded once for a new session in the cookie, ending when the old one would
     * have: the old token is revoked, so a copy a script took away is worth nothing.
     */
    exchangeStoredToken: async ({ hotel, body, request, reply }) => {
      const at = now();
      const tokenHash = hashToken(body.token);
      const old = await sessions.unrevoked(tokenHash, 'access');
      if (!old || old.identity.hotelId !== hotel.id || old.expiresAt <= at.toISOString())
        throw new HttpError('UNAUTHENTICATED');
      // Two exchanges of one token at once: only the one that revokes it gets a session.
      if (!(await sessions.revokeHash(tokenHash))) throw new HttpError('UNAUTHENTICATED');
      const lengthMs = Date.parse(old.expiresAt) - at.getTime();
      const session = await sessions.open(old.identity.guestId, hotel.id, 'access', lengthMs, at);
      await onSessionMoved?.(tokenHash, hashToken(session.token));
      return handOver(request, reply, session, at);
    },
    signOut: async ({ guest, request, reply }) => {
      await sessions.revokeHash(guest.tokenHash);
      clearGuestCookie(request, reply);
      await onSignedOut?.(guest);
      // Other API instances drop the session they may hold (platform/sessions/session-cache.ts).
      events.publish({
        type: 'session.ended',
        hotelId: guest.hotelId,
        reservationId: guest.reservationId,
      });
      return { ok: true as const };
    },
    getProfile: async ({ guest }) => {
      const profile = await profiles.profileOf(guest);
      if (!profile) throw new HttpError('NOT_FOUND', 'Guest not found');
      return profile;
    },
  } satisfies Partial<Handlers>;
}
