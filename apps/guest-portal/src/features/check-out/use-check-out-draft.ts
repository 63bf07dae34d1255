import { zodResolver } from '@hookform/resolvers/zod';
import { useDraftForm } from '../../hooks/use-draft-form.ts';
import { useGuestProfile } from '../../hooks/use-guest-profile.ts';
import { useSessionDraft } from '../../hooks/use-session-draft.ts';
import { CheckOutForm, EMPTY_CHECK_OUT, type CheckOutDraft } from './check-out-rules.ts';

const resolver = zodResolver(CheckOutForm);

function useDraftKey(): string {
  const { profile } = useGuestProfile();
  return `check-out:${profile.reservation.reservationNumber}`;
}

/** The check-out request being prepared, read by the bill step (kept in the tab). */
export function useCheckOutDraft() {
  return useSessionDraft(useDraftKey(), () => EMPTY_CHECK_OUT);
}

/** The form on `/check-out` that prepares it. */
export function useCheckOutForm() {
  return useDraftForm<CheckOutDraft>(useDraftKey(), () => EMPTY_CHECK_OUT, { resolver }).form;
}
