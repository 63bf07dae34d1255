import type { GuestEvent, StaffEvent, StaffProgramEvent } from '@portal/api-client/contract/events';
import type { StaffStayEvent } from '@portal/api-client/staff-contract/front-desk';
import type { StaffConversationEvent } from '@portal/api-client/staff-contract/inbox';
import type { StaffOrderEvent } from '@portal/api-client/staff-contract/kitchen';
import type { EventOfTypes } from '@portal/api-client/wire/live-events';

/** What a stream writes: the contract's live events (`contract/events.ts`), nothing looser. */
export type WireEvent = GuestEvent | StaffEvent;

/** Whose change it is: the hotel's, and the reservation's it is about. */
interface OfReservation {
  hotelId: number;
  reservationId: number;
}

/**
 * Something that changed at a hotel, told to the streams that may see it: the contract's event
 * (what the streams write, `toWire` picks each side's part) and who it is about. Plain data, so a
 * driver that crosses API instances (PostgreSQL LISTEN/NOTIFY, issue #12) can carry it as JSON.
 */
export type HotelEvent =
  | (StaffOrderEvent & OfReservation)
  | (StaffStayEvent & OfReservation)
  | {
      /** A guest of the reservation changed their own details (billing). */
      type: 'guest.updated';
      hotelId: number;
      reservationId: number;
    }
  | {
      /** A guest of the reservation kept or removed a favourite. */
      type: 'favorites.changed';
      hotelId: number;
      reservationId: number;
    }
  | {
      /** A session of the reservation was revoked (signed out, or its link exchanged). */
      type: 'session.ended';
      hotelId: number;
      reservationId: number;
    }
  /** A program reservation was made, marked or cancelled (by the guest or the concierge). */
  | (StaffProgramEvent & OfReservation)
  /**
   * A guest's thread with the hotel changed: a new message either way (`guestMessage` when the
   * guest wrote), or one side saw the other's. Only that guest's streams hear it.
   */
  | (Omit<StaffConversationEvent, 'guestMessage'> &
      OfReservation & { guestId: number; guestMessage: boolean })
  /** The kitchen changed the menu: items, availability, pictures or categories. */
  | (Extract<GuestEvent, { type: 'menu.changed' }> & { hotelId: number });

export type HotelEventType = HotelEvent['type'];

/** The hotel's events of these types (what a stream listening to them is given). */
export type EventOf<T extends HotelEventType> = EventOfTypes<HotelEvent, T>;

/**
 * Which events a listener gets: one hotel's, of these types, of one reservation when named. An
 * event of the whole hotel (`menu.changed`) is every reservation's.
 */
export interface EventFilter {
  hotelId: number;
  types: readonly HotelEventType[];
  reservationId?: number;
  /** One guest's events only (of those that name a guest: their conversation). */
  guestId?: number;
}

export type EventListener = (event: HotelEvent) => void;

/**
 * The features publish what they changed and the streams subscribe; neither knows the driver.
 * `subscribe` answers the function that ends the subscription.
 */
export interface EventBus {
  publish(event: HotelEvent): void;
  subscribe(filter: EventFilter, listener: EventListener): () => void;
}

export function matches(filter: EventFilter, event: HotelEvent): boolean {
  return (
    event.hotelId === filter.hotelId &&
    filter.types.includes(event.type) &&
    (filter.reservationId === undefined ||
      !('reservationId' in event) ||
      event.reservationId === filter.reservationId) &&
    (filter.guestId === undefined || !('guestId' in event) || event.guestId === filter.guestId)
  );
}
