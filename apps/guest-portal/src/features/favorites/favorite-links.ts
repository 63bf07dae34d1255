import type { Favorite, FavoriteKind } from '@portal/api-client/contract/favorites';

const DETAIL_PATHS: Record<FavoriteKind, (id: number) => string> = {
  'local-tip': (id) => `/local-tip-detail/${id}`,
  program: (id) => `/program-detail/${id}`,
  'menu-item': (id) => `/food-detail/${id}`,
  // Offers have no page of their own: the list opens the one asked for.
  offer: (id) => `/special-offer?offer=${id}`,
};

/** Where a kept thing is shown in full. */
export function favoritePath(favorite: Pick<Favorite, 'kind' | 'itemId'>): string {
  return DETAIL_PATHS[favorite.kind](favorite.itemId);
}

/** The key of a favourite: a kind and an id together. */
export function favoriteKey(favorite: Pick<Favorite, 'kind' | 'itemId'>): string {
  return `${favorite.kind}:${favorite.itemId}`;
}
