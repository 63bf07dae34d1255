import type { Stay, StayRepository } from '../../platform/stay/stay.ts';
import type { EventBus, HotelEventType } from '../../platform/events/event-bus.ts';
import { keptPerGuest } from '../../platform/sessions/kept-per-guest.ts';

/** Every write to a stay's facts publishes one of these (the front desk's moves, check-in, check-out). */
const STAY_CHANGES: readonly HotelEventType[] = [
  'reservation.updated',
  'check-in.updated',
  'check-out.updated',
];

/**
 * Keeps each guest's stay while nothing of it changes, for answers that only show it (the menu's
 * room). A call judged on the stay (an order, a cancellation) reads it afresh through `stays`.
 */
export function cacheStays(
  stays: StayRepository,
  events: EventBus,
  hotelIds: readonly number[],
): StayRepository {
  const kept = keptPerGuest<Stay>(events, hotelIds, STAY_CHANGES);
  // stayOf throws for a guest who is gone: nothing is kept then.
  return { stayOf: (guest) => kept(guest, () => stays.stayOf(guest)) };
}
