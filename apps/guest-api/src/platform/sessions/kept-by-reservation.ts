import type { EventBus, HotelEventType } from '../events/event-bus.ts';

/** Beyond this many values held, the cache starts again empty (a bound, not a tuning knob). */
const MOST_HELD = 50_000;

interface Held<T> {
  value: T;
  reservationId: number;
  heldUntil: number;
}

export interface KeptByReservation<K, T> {
  /**
   * The value kept under `key` while it is fresh, else `read`'s, kept unless it is null or a drop
   * happened while it was read (the read may have seen rows the drop was about).
   */
  get(key: K, read: () => Promise<T | null>): Promise<T | null>;
  /** Forgets `key` now, and keeps no read that was under way meanwhile. */
  forget(key: K): void;
}

/**
 * Values read for a reservation, each kept `heldMs`, so a screen's burst of calls reads them once
 * (ADR 0014). When one of `changes` is published about a reservation, everything kept of it is
 * dropped: on this instance as it is published, on the others through the event bus.
 */
export function keptByReservation<K, T>(options: {
  events: EventBus;
  hotelIds: readonly number[];
  changes: readonly HotelEventType[];
  reservationOf: (value: T) => number;
  heldMs: number;
  clock: () => number;
}): KeptByReservation<K, T> {
  const { events, hotelIds, changes, reservationOf, heldMs, clock } = options;
  const held = new Map<K, Held<T>>();
  // Bumped at every drop: a read that was under way meanwhile may have seen the old rows.
  let drops = 0;

  for (const hotelId of hotelIds) {
    events.subscribe({ hotelId, types: changes }, (event) => {
      if (!('reservationId' in event)) return;
      drops += 1;
      for (const [key, kept] of held) {
        if (kept.reservationId === event.reservationId) held.delete(key);
      }
    });
  }

  return {
    async get(key, read) {
      const kept = held.get(key);
      if (kept && kept.heldUntil > clock()) return kept.value;
      const dropsBefore = drops;
      const value = await read();
      if (value === null) {
        held.delete(key);
        return null;
      }
      if (drops !== dropsBefore) return value;
      if (held.size >= MOST_HELD) held.clear();
      held.set(key, { value, reservationId: reservationOf(value), heldUntil: clock() + heldMs });
      return value;
    },
    forget(key) {
      held.delete(key);
      drops += 1;
    },
  };
}
