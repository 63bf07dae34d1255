import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FavoriteKind } from '@portal/api-client/contract/favorites';
import { guestApi } from '../lib/guest-api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export interface FavoriteToggle {
  kept: boolean;
  pending: boolean;
  /** Keeps or lets go at once; on a refusal the heart goes back and `onError` is told. */
  toggle: () => void;
}

/**
 * Keeping a program, local tip, dish or offer in My favourites, shown at once and rolled back if
 * the server refuses. Once saved, My favourites and `shownIn` (the data whose flag shows it) are
 * read again.
 */
export function useFavoriteToggle(
  kind: FavoriteKind,
  itemId: number,
  keptOnServer: boolean,
  shownIn: QueryKey,
  handlers: { onSaved?: (kept: boolean) => void; onError: (error: unknown) => void },
): FavoriteToggle {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState(keptOnServer);
  useEffect(() => setKept(keptOnServer), [keptOnServer]);
  const save = useMutation({
    mutationFn: async (keep: boolean) => {
      if (keep) await guestApi.addFavorite({ params: { kind, itemId } });
      else await guestApi.removeFavorite({ params: { kind, itemId } });
    },
    onMutate: (keep) => setKept(keep),
    onSuccess: (_saved, keep) => {
      for (const queryKey of [queryKeys.favorites, shownIn])
        void queryClient.invalidateQueries({ queryKey });
      handlers.onSaved?.(keep);
    },
    onError: (error, keep) => {
      setKept(!keep);
      handlers.onError(error);
    },
  });
  return {
    kept,
    pending: save.isPending,
    toggle: () => {
      if (!save.isPending) save.mutate(!kept);
    },
  };
}
