import { useGuestProfile } from '../../hooks/use-guest-profile.ts';
import { useSessionDraft } from '../../hooks/use-session-draft.ts';
import { EMPTY_CHECK_OUT } from './check-out-rules.ts';

/** The check-out request being prepared, shared by the form and the bill step (kept in the tab). */
export function useCheckOutDraft() {
  const { profile } = useGuestProfile();
  return useSessionDraft(
    `check-out:${profile.reservation.reservationNumber}`,
    () => EMPTY_CHECK_OUT,
  );
}
