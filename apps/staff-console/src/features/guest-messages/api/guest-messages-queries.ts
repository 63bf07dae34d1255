import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  GuestMessage,
  MessageSettings,
} from '@portal/api-client/staff-contract/guest-messages';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** A message due now or overdue is being sent: its list is read again until it has left. */
const SENDING_POLL_MS = 10_000;

function sendingNow(messages: GuestMessage[]): boolean {
  const now = Date.now();
  return messages.some(
    (message) => message.state === 'scheduled' && Date.parse(message.dueAt) <= now,
  );
}

/**
 * The e-mails of a reservation. Its key sits under the front desk's, so the desk's live events and
 * every desk move (Mark Arrived schedules "Your room is ready") read it again.
 */
export const reservationMessagesQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.frontDesk, 'messages', id],
    queryFn: async () => (await staffApi.listReservationMessages({ params: { id } })).messages,
    refetchInterval: (query) =>
      query.state.data && sendingNow(query.state.data) ? SENDING_POLL_MS : false,
  });

/** The invitation again, to one guest or to every guest with an e-mail; answers the new list. */
export function useResendInvitation(id: number) {
  return useMutation({
    mutationFn: async (guestId: number | null) =>
      (
        await staffApi.resendInvitation({
          params: { id },
          body: guestId === null ? {} : { guestId },
        })
      ).messages,
    onSuccess: (messages) =>
      queryClient.setQueryData(reservationMessagesQuery(id).queryKey, messages),
  });
}

/** The hotel's e-mails due on a hotel date; without one, the hotel's today. */
export const hotelMessagesQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.guestMessages, 'day', date ?? 'today'],
    queryFn: async () =>
      (await staffApi.listHotelMessages({ query: date ? { date } : {} })).messages,
    refetchInterval: (query) =>
      query.state.data && sendingNow(query.state.data) ? SENDING_POLL_MS : false,
  });

export const messageSettingsQuery = queryOptions({
  queryKey: [...queryKeys.guestMessages, 'settings'],
  queryFn: () => staffApi.getMessageSettings(),
});

/** Saves the kinds switched on, the invitation's days and the send hour; the day is read again. */
export function useSaveMessageSettings() {
  return useMutation({
    mutationFn: (settings: MessageSettings) => staffApi.updateMessageSettings({ body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(messageSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({
        queryKey: [...queryKeys.guestMessages, 'day'],
      });
    },
  });
}
