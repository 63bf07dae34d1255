import type { GuestProfile } from '@portal/api-client/contract/session';
import type { EventBus, HotelEventType } from '../../platform/events/event-bus.ts';
import { keptPerGuest } from '../../platform/sessions/kept-per-guest.ts';
import type { ProfileRepository } from './profile-repository.ts';

/**
 * Every write that changes what a guest of the reservation sees as their profile publishes one of
 * these: its dates, status, room or cancellation; its guests and arrival time (check-in); the
 * check-out; a guest's own details (billing).
 */
const PROFILE_CHANGES: readonly HotelEventType[] = [
  'reservation.updated',
  'check-in.updated',
  'check-out.updated',
  'guest.updated',
];

/** Keeps each guest's profile (`GET /api/customer-flow/me`) while nothing of it changes. */
export function cacheProfiles(
  profiles: ProfileRepository,
  events: EventBus,
  hotelIds: readonly number[],
  clock?: () => number,
): ProfileRepository {
  const kept = keptPerGuest<GuestProfile | null>(events, hotelIds, PROFILE_CHANGES, clock);
  return { profileOf: (guest) => kept(guest, () => profiles.profileOf(guest)) };
}
