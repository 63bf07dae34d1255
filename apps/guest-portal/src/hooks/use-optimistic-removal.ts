import { useMutation, useQueryClient, type DataTag, type QueryKey } from '@tanstack/react-query';

export interface OptimisticRemoval<TList, TEntry> {
  /** The call that removes the entry on the server. */
  remove: (entry: TEntry) => Promise<unknown>;
  /** The cached list without the entry. */
  without: (list: TList, entry: TEntry) => TList;
  /** Other data that shows the entry, read again once the server has answered. */
  touches?: readonly QueryKey[];
  onRemoved: () => void;
  onError: (error: unknown) => void;
}

/**
 * Taking an entry off a list the guest sees (a planned activity, a favourite): it leaves the
 * cached list at once, comes back if the server refuses, and the list is read again either way,
 * so an entry added back later is the server's new one.
 */
export function useOptimisticRemoval<TList, TEntry>(
  queryKey: DataTag<QueryKey, TList, Error>,
  { remove, without, touches = [], onRemoved, onError }: OptimisticRemoval<TList, TEntry>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onMutate: async (entry: TEntry) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => list && without(list, entry));
      return { before };
    },
    onSuccess: onRemoved,
    onError: (error, _entry, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onError(error);
    },
    onSettled: () => {
      for (const shown of [queryKey, ...touches])
        void queryClient.invalidateQueries({ queryKey: shown });
    },
  });
}
