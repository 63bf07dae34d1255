import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OrderMove } from '@portal/api-client/staff-contract/kitchen';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';

/** The kitchen's orders of the day and the open ones of earlier days, by due time. */
export const kitchenBoardQuery = queryOptions({
  queryKey: queryKeys.kitchenBoard,
  queryFn: async () => (await staffApi.listKitchenOrders()).orders,
  // The stream says when it changed; reading it again on a timer would only add load.
  staleTime: Infinity,
});

export function refreshKitchenBoard(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kitchenBoard });
}

/** Moves an order on; the board is read again whether the API took the move or refused it. */
export function useMoveOrder() {
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: OrderMove }) =>
      staffApi.moveOrder({ params: { id }, body: move }),
    onSettled: () => refreshKitchenBoard(),
  });
}
