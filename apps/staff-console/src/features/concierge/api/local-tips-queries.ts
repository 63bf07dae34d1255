import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalTipInput } from '@portal/api-client/staff-contract/concierge';
import { staffApi } from '../../../lib/staff-api.ts';
import { conciergeKeys } from './concierge-keys.ts';

/** The local tips in the order the guests see them. */
export const localTipsQuery = queryOptions({
  queryKey: conciergeKeys.localTips,
  queryFn: async () => (await staffApi.listStaffLocalTips()).localTips,
});

function useRefreshTips() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conciergeKeys.localTips });
}

/** Adds a tip (no id) at the end of the list, or changes one. */
export function useSaveLocalTip() {
  const refresh = useRefreshTips();
  return useMutation({
    mutationFn: ({ id, tip }: { id: number | null; tip: LocalTipInput }) =>
      id === null
        ? staffApi.addLocalTip({ body: tip })
        : staffApi.changeLocalTip({ params: { id }, body: tip }),
    onSuccess: refresh,
  });
}

export function useRemoveLocalTip() {
  const refresh = useRefreshTips();
  return useMutation({
    mutationFn: (id: number) => staffApi.removeLocalTip({ params: { id } }),
    onSuccess: refresh,
  });
}
