import { queryOptions, useMutation } from '@tanstack/react-query';
import type { FrontDeskMove } from '@portal/api-client/rules/reservation-flow';
import type { FrontDeskReservationDetail } from '@portal/api-client/staff-contract/front-desk';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** The arrivals or departures of a hotel date; without one, the hotel's today (the API's calendar). */
export const dayQuery = (kind: 'arrivals' | 'departures', date: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.frontDesk, kind, date ?? 'today'],
    queryFn: () => {
      const query = date ? { date } : {};
      return kind === 'arrivals'
        ? staffApi.listArrivals({ query })
        : staffApi.listDepartures({ query });
    },
  });

/** The cancellations of the last seven days, newest first. */
export const cancellationsQuery = queryOptions({
  queryKey: [...queryKeys.frontDesk, 'cancellations'],
  queryFn: async () => (await staffApi.listCancellations({ query: { days: 7 } })).cancellations,
});

/** The shortest query the API takes (the contract's ReservationSearchQuery). */
export const SEARCH_MIN_LENGTH = 2;

/** Reservations of any date by number, guest name or e-mail, newest arrival first. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.frontDesk, 'search', q],
    queryFn: () => staffApi.searchReservations({ query: { q } }),
  });

/** The Arrived reservations, by room. */
export const inHouseQuery = queryOptions({
  queryKey: [...queryKeys.frontDesk, 'in-house'],
  queryFn: async () => (await staffApi.listInHouse()).reservations,
});

export const reservationQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.frontDesk, 'reservation', id],
    queryFn: () => staffApi.getFrontDeskReservation({ params: { id } }),
  });

/**
 * The guests' identity details, read only when the desk asks (each read is audited): a mutation, so
 * live updates and refreshes never read them again on their own.
 */
export function useIdentityDetails(id: number) {
  return useMutation({
    mutationFn: () => staffApi.getIdentityDetails({ params: { id } }),
  });
}

/** Everything the front desk shows is read again (a guest or a colleague changed something). */
export function refreshFrontDesk(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.frontDesk });
}

export interface DeskMoveInput {
  move: FrontDeskMove;
  roomNumber?: string;
  note?: string;
}

function send(id: number, { move, roomNumber = '', note = '' }: DeskMoveInput) {
  const params = { id };
  switch (move) {
    case 'confirm':
      return staffApi.confirmReservation({ params, body: {} });
    case 'assign-room':
      return staffApi.assignRoom({ params, body: { roomNumber } });
    case 'mark-arrived':
      return staffApi.markArrived({ params, body: {} });
    case 'accept-pre-check-in':
      return staffApi.acceptPreCheckIn({ params, body: {} });
    case 'return-pre-check-in':
      return staffApi.returnPreCheckIn({ params, body: { note } });
    case 'check-out':
      return staffApi.checkOutReservation({ params, body: {} });
    case 'cancel':
      return staffApi.cancelReservationAtDesk({ params, body: {} });
  }
}

/** A move on one reservation: its answer is the reservation in full; the day is read again either way. */
export function useDeskMove(id: number) {
  return useMutation({
    mutationFn: (input: DeskMoveInput): Promise<FrontDeskReservationDetail> => send(id, input),
    onSuccess: (detail) => queryClient.setQueryData(reservationQuery(id).queryKey, detail),
    onSettled: () => refreshFrontDesk(),
  });
}
