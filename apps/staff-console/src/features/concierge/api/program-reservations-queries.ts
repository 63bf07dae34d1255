import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramAttendance } from '@portal/api-client/rules/program-attendance';
import type { ReserveForGuestRequest } from '@portal/api-client/staff-contract/program-reservations';
import { staffApi } from '../../../lib/staff-api.ts';
import { conciergeKeys } from './concierge-keys.ts';

/** Guests in house or arriving whose reservation number or name matches what the concierge typed. */
export const programGuestsQuery = (search: string) =>
  queryOptions({
    queryKey: ['concierge', 'program-guests', search],
    queryFn: async () => (await staffApi.findProgramGuests({ query: { q: search } })).guests,
    enabled: search.length >= 2,
  });

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conciergeKeys.programs });
}

export function useReserveForGuest() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: ({ programId, request }: { programId: number; request: ReserveForGuestRequest }) =>
      staffApi.reserveProgramForGuest({ params: { id: programId }, body: request }),
    onSettled: refresh,
  });
}

export function useMarkAttendance() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: ProgramAttendance }) =>
      staffApi.markProgramAttendance({ params: { id }, body: { state } }),
    onSettled: refresh,
  });
}

export function useCancelForGuest() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: number) => staffApi.cancelProgramReservationForGuest({ params: { id } }),
    onSettled: refresh,
  });
}
