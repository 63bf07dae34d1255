import type { GuestIdentity } from '../../http/request-context.ts';
import type { EventBus, HotelEventType } from '../events/event-bus.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

/** Beyond this many guests' values held, the cache starts again empty (a bound, not a tuning knob). */
const MOST_HELD = 50_000;

interface Held<T> {
  reservationId: number;
  value: T;
  heldUntil: number;
}

/**
 * A value read for a signed-in guest, kept as long as their session is kept (ADR 0014), so a
 * screen's burst of calls reads it once. When one of `changes` is published about the guest's
 * reservation, every value kept of it is dropped: on this instance as it is published, on the
 * others through the event bus. A null (nothing found) is never kept.
 */
export function keptPerGuest<T>(
  events: EventBus,
  hotelIds: readonly number[],
  changes: readonly HotelEventType[],
  clock: () => number = () => performance.now(),
): (guest: GuestIdentity, read: () => Promise<T>) => Promise<T> {
  const held = new Map<number, Held<T>>();
  // Bumped at every drop: a read that was under way meanwhile may have seen the old rows.
  let drops = 0;

  for (const hotelId of hotelIds) {
    events.subscribe({ hotelId, types: changes }, (event) => {
      if (!('reservationId' in event)) return;
      drops += 1;
      for (const [guestId, kept] of held) {
        if (kept.reservationId === event.reservationId) held.delete(guestId);
      }
    });
  }

  return async (guest, read) => {
    const kept = held.get(guest.guestId);
    if (kept && kept.reservationId === guest.reservationId && kept.heldUntil > clock())
      return kept.value;
    const dropsBefore = drops;
    const value = await read();
    if (value === null || drops !== dropsBefore) return value;
    if (held.size >= MOST_HELD) held.clear();
    held.set(guest.guestId, {
      reservationId: guest.reservationId,
      value,
      heldUntil: clock() + SESSION_CACHE_MS,
    });
    return value;
  };
}
