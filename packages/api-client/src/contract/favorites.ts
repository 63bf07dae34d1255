import './zod-setup.ts';
import { z } from 'zod/mini';
import { Id, ImageRef, IsoDateTime, LocalizedText, Ok } from './common.ts';
import { defineRoute } from './route.ts';

/** What a guest can keep: a local tip, a program, a menu item or a special offer. */
export const FAVORITE_KINDS = ['local-tip', 'program', 'menu-item', 'offer'] as const;
export const FavoriteKind = z.enum(FAVORITE_KINDS);
export type FavoriteKind = z.infer<typeof FavoriteKind>;

/** A card in My favourites; `kind` and `itemId` lead to the thing's own detail page. */
export const Favorite = z.object({
  kind: FavoriteKind,
  itemId: z.int(),
  title: LocalizedText,
  summary: LocalizedText,
  image: ImageRef,
  addedAt: IsoDateTime,
});
export type Favorite = z.infer<typeof Favorite>;

export const FavoriteList = z.object({ favorites: z.array(Favorite) });
export const FavoriteQuery = z.strictObject({ kind: z.optional(FavoriteKind) });
export const FavoriteParams = z.strictObject({ kind: FavoriteKind, itemId: Id });
export type FavoriteParams = z.input<typeof FavoriteParams>;

export const favoriteRoutes = {
  listFavorites: defineRoute({
    method: 'GET',
    path: '/favorites',
    tag: 'Favourites',
    summary: "The signed-in guest's favourites, newest first; ?kind= narrows to one kind",
    auth: true,
    query: FavoriteQuery,
    response: FavoriteList,
  }),
  addFavorite: defineRoute({
    method: 'PUT',
    path: '/favorites/:kind/:itemId',
    tag: 'Favourites',
    summary: 'Keep a local tip, program, menu item or offer (adding twice changes nothing)',
    auth: true,
    params: FavoriteParams,
    response: Favorite,
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    path: '/favorites/:kind/:itemId',
    tag: 'Favourites',
    summary: 'Remove a favourite (removing one that is not kept changes nothing)',
    auth: true,
    params: FavoriteParams,
    response: Ok,
  }),
} as const;
