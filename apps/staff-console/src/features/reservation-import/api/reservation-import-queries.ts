import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReservation } from '@portal/api-client/staff-contract/reservation-import';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

export const roomTypesQuery = queryOptions({
  queryKey: queryKeys.roomTypes,
  queryFn: async () => (await staffApi.listRoomTypes()).roomTypes,
  staleTime: Infinity,
});

/** Each creation is a new line of the audit log. */
function useRefreshAuditLog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
}

export function useCreateReservation() {
  const refresh = useRefreshAuditLog();
  return useMutation({
    mutationFn: (reservation: NewReservation) => staffApi.createReservation({ body: reservation }),
    onSuccess: refresh,
  });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => staffApi.previewReservationImport({ body: { csv } }),
  });
}

export function useImportReservations() {
  const refresh = useRefreshAuditLog();
  return useMutation({
    mutationFn: (csv: string) => staffApi.importReservations({ body: { csv } }),
    onSuccess: refresh,
  });
}
