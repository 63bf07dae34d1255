import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite } from '@portal/api-client/contract/favorites';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { favoriteKey } from '../favorite-links.ts';

/** What the guest kept, of every kind (GET /favorites). */
export const favoritesQuery = queryOptions({
  queryKey: [...queryKeys.favorites, 'list'],
  queryFn: () => guestApi.listFavorites({ query: {} }),
});

/**
 * Letting go of a favourite from My favourites: it leaves the list at once and comes back if the
 * server refuses; the pages that show its heart are read again.
 */
export function useRemoveFavorite(handlers: {
  onRemoved: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const { queryKey } = favoritesQuery;
  return useMutation({
    mutationFn: (favorite: Favorite) =>
      guestApi.removeFavorite({ params: { kind: favorite.kind, itemId: favorite.itemId } }),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (list) =>
          list && {
            ...list,
            favorites: list.favorites.filter((kept) => favoriteKey(kept) !== favoriteKey(favorite)),
          },
      );
      return { before };
    },
    onSuccess: handlers.onRemoved,
    onError: (error, _favorite, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      handlers.onError(error);
    },
    onSettled: () => {
      for (const shown of [
        queryKeys.favorites,
        queryKeys.programs,
        queryKeys.localTips,
        queryKeys.roomService,
        queryKeys.offers,
      ])
        void queryClient.invalidateQueries({ queryKey: shown });
    },
  });
}
