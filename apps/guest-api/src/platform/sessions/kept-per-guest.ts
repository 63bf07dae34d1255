import type { GuestIdentity } from '../http/request-context.ts';
import type { EventBus, HotelEventType } from '../events/event-bus.ts';
import { keptByReservation } from './kept-by-reservation.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

/**
 * A value read for a signed-in guest, kept as long as their session is kept (ADR 0014), so a
 * screen's burst of calls reads it once. When one of `changes` is published about the guest's
 * reservation, every value kept of it is dropped. A null (nothing found) is never kept.
 */
export function keptPerGuest<T>(
  events: EventBus,
  hotelIds: readonly number[],
  changes: readonly HotelEventType[],
  clock: () => number = () => performance.now(),
): (guest: GuestIdentity, read: () => Promise<T>) => Promise<T> {
  const kept = keptByReservation<number, { value: NonNullable<T>; reservationId: number }>({
    events,
    hotelIds,
    changes,
    reservationOf: (entry) => entry.reservationId,
    heldMs: SESSION_CACHE_MS,
    clock,
  });
  return async (guest, read) => {
    const entry = await kept.get(guest.guestId, async () => {
      const value = await read();
      return value === null || value === undefined
        ? null
        : { value, reservationId: guest.reservationId };
    });
    return (entry?.value ?? null) as T;
  };
}
