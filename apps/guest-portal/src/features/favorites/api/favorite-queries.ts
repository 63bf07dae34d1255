import { queryOptions } from '@tanstack/react-query';
import type { Favorite } from '@portal/api-client/contract/favorites';
import { useOptimisticRemoval } from '../../../hooks/use-optimistic-removal.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { favoriteKey } from '../favorite-links.ts';

/** What the guest kept, of every kind (GET /favorites). */
export const favoritesQuery = queryOptions({
  queryKey: [...queryKeys.favorites, 'list'],
  queryFn: () => guestApi.listFavorites({ query: {} }),
});

/**
 * Letting go of a favourite from My favourites, at once, rolled back if the server refuses; the
 * pages that show its heart are read again.
 */
export function useRemoveFavorite(handlers: {
  onRemoved: () => void;
  onError: (error: unknown) => void;
}) {
  return useOptimisticRemoval(favoritesQuery.queryKey, {
    remove: (favorite: Favorite) =>
      guestApi.removeFavorite({ params: { kind: favorite.kind, itemId: favorite.itemId } }),
    without: (list, favorite) => ({
      ...list,
      favorites: list.favorites.filter((kept) => favoriteKey(kept) !== favoriteKey(favorite)),
    }),
    touches: [queryKeys.programs, queryKeys.localTips, queryKeys.roomService, queryKeys.offers],
    ...handlers,
  });
}
