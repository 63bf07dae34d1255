/** Failed sign-ins count for 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures on one reservation that cost nothing; each further one makes the next try wait. */
export const RESERVATION_FREE_FAILURES = 5;
/** The longest a reservation waits: an attacker can delay its guest by a minute, not lock them out. */
export const RESERVATION_MAX_WAIT_SECONDS = 60;
/** Tries left to each address while the hotel as a whole sees more failures than its budget. */
export const CLIENT_FAILURES_UNDER_ATTACK = 3;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2_000;

export interface SignInBudgets {
  /** Failures of one client address in the window before it is refused; delays from half of it. */
  failuresPerClient: number;
  /** Failures of one hotel in the window before every sign-in of it slows down. */
  failuresPerHotel: number;
}

/** Failures within the window, oldest first. */
export interface FailureHistory {
  client: string[];
  hotel: number;
  reservation: string[];
}

export type SignInVerdict =
  | { kind: 'go'; delayMs: number }
  | { kind: 'refused'; reason: 'client' | 'reservation'; retryAfterSeconds: number };

const secondsUntil = (instant: number, now: Date) =>
  Math.max(1, Math.ceil((instant - now.getTime()) / 1000));

/** How long the next try must wait after `failures` failures on one reservation. */
export function reservationWaitSeconds(failures: number): number {
  if (failures < RESERVATION_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - RESERVATION_FREE_FAILURES), RESERVATION_MAX_WAIT_SECONDS);
}

export function clientLimitOf(budgets: SignInBudgets, hotelFailures: number): number {
  return hotelFailures >= budgets.failuresPerHotel
    ? Math.min(CLIENT_FAILURES_UNDER_ATTACK, budgets.failuresPerClient)
    : budgets.failuresPerClient;
}

/**
 * Whether a sign-in may be tried now, and how much slower. The client doing the guessing is
 * refused for the rest of the window; a reservation only ever waits a capped, short time, so
 * nobody can lock its guest out.
 */
export function judgeSignIn(
  history: FailureHistory,
  budgets: SignInBudgets,
  now: Date,
): SignInVerdict {
  const clientLimit = clientLimitOf(budgets, history.hotel);
  if (history.client.length >= clientLimit) {
    // Refused until enough of its failures have left the window.
    const freedBy = history.client[history.client.length - clientLimit] ?? now.toISOString();
    return {
      kind: 'refused',
      reason: 'client',
      retryAfterSeconds: secondsUntil(Date.parse(freedBy) + SIGN_IN_WINDOW_MS, now),
    };
  }
  const lastReservationFailure = history.reservation.at(-1);
  const wait = reservationWaitSeconds(history.reservation.length);
  if (lastReservationFailure && wait > 0) {
    const until = Date.parse(lastReservationFailure) + wait * 1000;
    if (until > now.getTime())
      return {
        kind: 'refused',
        reason: 'reservation',
        retryAfterSeconds: secondsUntil(until, now),
      };
  }
  const slowFrom = Math.floor(clientLimit / 2);
  const clientDelay =
    history.client.length >= slowFrom
      ? FIRST_DELAY_MS * 2 ** (history.client.length - slowFrom)
      : 0;
  const hotelDelay =
    history.hotel >= budgets.failuresPerHotel
      ? 2 * FIRST_DELAY_MS * 2 ** Math.floor(Math.log2(history.hotel / budgets.failuresPerHotel))
      : 0;
  return { kind: 'go', delayMs: Math.min(Math.max(clientDelay, hotelDelay), MAX_DELAY_MS) };
}
