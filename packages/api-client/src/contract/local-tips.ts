import './zod-setup.ts';
import { z } from 'zod/mini';
import { IdParams, ImageRef, LocalizedText } from './common.ts';
import { defineRoute } from './route.ts';

export const LocalTip = z.object({
  id: z.int(),
  title: LocalizedText,
  category: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  address: z.string(),
  /** Walking or driving distance from the hotel, as the hotel writes it. */
  distance: LocalizedText,
  image: ImageRef,
  likes: z.int(),
  liked: z.boolean(),
  isFavorite: z.boolean(),
});
export type LocalTip = z.infer<typeof LocalTip>;

export const LOCAL_TIP_FILTERS = ['all', 'liked'] as const;
export const LocalTipQuery = z.strictObject({
  filter: z._default(z.enum(LOCAL_TIP_FILTERS), 'all'),
});
export type LocalTipQuery = z.input<typeof LocalTipQuery>;

export const LocalTipList = z.object({ localTips: z.array(LocalTip) });

export const localTipRoutes = {
  listLocalTips: defineRoute({
    method: 'GET',
    path: '/local-tips',
    tag: 'Local tips',
    summary: 'Local tips of the hotel: all, or only those the guest liked (?filter=liked)',
    auth: true,
    query: LocalTipQuery,
    response: LocalTipList,
  }),
  getLocalTip: defineRoute({
    method: 'GET',
    path: '/local-tips/:id',
    tag: 'Local tips',
    summary: 'One local tip',
    auth: true,
    params: IdParams,
    response: LocalTip,
  }),
  likeLocalTip: defineRoute({
    method: 'PUT',
    path: '/local-tips/:id/like',
    tag: 'Local tips',
    summary: 'Like a local tip (liking twice changes nothing)',
    auth: true,
    params: IdParams,
    response: LocalTip,
  }),
  unlikeLocalTip: defineRoute({
    method: 'DELETE',
    path: '/local-tips/:id/like',
    tag: 'Local tips',
    summary: 'Take back a like',
    auth: true,
    params: IdParams,
    response: LocalTip,
  }),
} as const;
