import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput } from '@portal/api-client/staff-contract/concierge';
import { staffApi } from '../../../lib/staff-api.ts';
import { conciergeKeys } from './concierge-keys.ts';

/** The sessions ending on `from` or later (without it, the hotel's today), soonest first. */
export const programsQuery = (from: string | null) =>
  queryOptions({
    queryKey: [...conciergeKeys.programs, from ?? 'today'],
    queryFn: async () =>
      (await staffApi.listStaffPrograms({ query: from ? { from } : {} })).programs,
  });

/** Adds a session (no id) or changes one; every list of sessions is read again after. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, program }: { id: number | null; program: ProgramInput }) =>
      id === null
        ? staffApi.addProgram({ body: program })
        : staffApi.changeProgram({ params: { id }, body: program }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conciergeKeys.programs }),
  });
}
