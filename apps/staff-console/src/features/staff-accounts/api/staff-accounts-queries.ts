import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NewStaffAccount,
  StaffAccountChange,
} from '@portal/api-client/staff-contract/staff-accounts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

export const staffAccountsQuery = queryOptions({
  queryKey: queryKeys.staffAccounts,
  queryFn: async () => (await staffApi.listStaffAccounts()).accounts,
});

/** Every account change is also a new line of the audit log. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staffAccounts }),
      queryClient.invalidateQueries({ queryKey: queryKeys.auditLog }),
    ]);
}

export function useAddStaffAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (account: NewStaffAccount) => staffApi.addStaffAccount({ body: account }),
    onSuccess: refresh,
  });
}

export function useUpdateStaffAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffAccountChange }) =>
      staffApi.updateStaffAccount({ params: { id }, body: change }),
    onSuccess: refresh,
  });
}
