import type { GuestProfile } from '@portal/api-client/contract/session';

/** Whose messages wait on this phone: one guest of one reservation of one hotel. */
export interface OutboxOwner {
  hotelCode: string;
  reservationNumber: string;
  guestId: number;
}

export function outboxOwner(profile: GuestProfile): OutboxOwner {
  return {
    hotelCode: profile.hotelCode,
    reservationNumber: profile.reservation.reservationNumber,
    guestId: profile.guestId,
  };
}

/**
 * The local storage key of a guest's waiting messages. Kept per reservation and guest, so another
 * guest signing in on the same phone neither sees nor sends them, and they survive a reload.
 */
export function outboxStorageKey(owner: OutboxOwner): string {
  return `conversation-outbox:${owner.hotelCode}:${owner.reservationNumber}:${owner.guestId}`;
}
