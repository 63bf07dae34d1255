import type { GuestProfile } from '@portal/api-client/contract/session';
import { isCheckInOpen, isCheckOutDay } from '@portal/api-client/rules/stay-gates';

export type NextStep =
  /** `byPrimaryGuest`: the signed-in guest is a companion; the primary guest does this for everyone. */
  | { kind: 'checkIn'; submitted: boolean; byPrimaryGuest: boolean }
  | { kind: 'checkOut'; requested: boolean; byPrimaryGuest: boolean }
  | { kind: 'roomService' }
  | { kind: 'programs' };

/**
 * What the guest can do next, most pressing first: pre check-in until they arrive, check-out on
 * the departure date, room service once there is a room, and the hotel's programs.
 * `today` is the hotel's date (its time zone); the profile carries no gates, so the hotel's shared
 * ones decide here, and the server judges again on every call.
 */
export function nextSteps(
  profile: Pick<GuestProfile, 'status' | 'isPrimary' | 'reservation'>,
  today: string,
): NextStep[] {
  const { reservation, status } = profile;
  const byPrimaryGuest = !profile.isPrimary;
  if (reservation.cancelled) return [];
  const steps: NextStep[] = [];
  const stay = { ...reservation, status };
  if (isCheckInOpen(stay, today)) {
    steps.push({ kind: 'checkIn', submitted: reservation.checkInSubmitted, byPrimaryGuest });
  }
  if (isCheckOutDay(stay, today)) {
    steps.push({ kind: 'checkOut', requested: reservation.checkOutRequested, byPrimaryGuest });
  }
  if (reservation.roomNumber) steps.push({ kind: 'roomService' });
  steps.push({ kind: 'programs' });
  return steps;
}
