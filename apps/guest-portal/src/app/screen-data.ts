import type { LoaderFunctionArgs } from 'react-router';
import { billQuery } from '../features/bills/api/bill-queries.ts';
import { checkInQuery } from '../features/check-in/api/check-in-queries.ts';
import { favoritesQuery } from '../features/favorites/api/favorite-queries.ts';
import {
  hotelActivitiesQuery,
  myActivitiesQuery,
} from '../features/activities/api/activity-queries.ts';
import {
  localTipIdFrom,
  localTipQuery,
  localTipsQuery,
} from '../features/local-tips/api/local-tip-queries.ts';
import { conversationQuery } from '../features/conversation/api/conversation-queries.ts';
import { offersQuery } from '../features/offers/api/offer-queries.ts';
import {
  programIdFrom,
  programQuery,
  programsQuery,
} from '../features/programs/api/program-queries.ts';
import { ratingQuery } from '../features/rating/api/rating-queries.ts';
import {
  idFrom,
  menuItemQuery,
  menuQuery,
  orderQuery,
  ordersQuery,
} from '../features/room-service/api/room-service-queries.ts';
import { reservationQuery } from '../hooks/use-reservation.ts';
import type { QueryClient } from '@tanstack/react-query';

type Start = (route: LoaderFunctionArgs, queryClient: QueryClient) => Promise<unknown>;

/** The ?filter of /local-tips, as the screen reads it. */
function tipsFilter(request: Request): 'all' | 'liked' {
  return new URL(request.url).searchParams.get('filter') === 'liked' ? 'liked' : 'all';
}

/**
 * What each signed-in screen reads first, with the query options its hooks use. Each answers when
 * its data is there or has failed (it never rejects): the server's render waits for it
 * (`route-data.ts`); in the browser, a screen shows its own skeleton, failure and "Try again".
 */
export const screenData = {
  checkIn: (_route, queryClient) => queryClient.prefetchQuery(checkInQuery),
  program: ({ params }, queryClient) =>
    queryClient.prefetchQuery(programQuery(programIdFrom(params.id))),
  programs: (_route, queryClient) => queryClient.prefetchQuery(programsQuery),
  myReservation: (_route, queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(reservationQuery),
      queryClient.prefetchQuery(ratingQuery),
    ]),
  reservation: (_route, queryClient) => queryClient.prefetchQuery(reservationQuery),
  bill: (_route, queryClient) => queryClient.prefetchQuery(billQuery),
  menu: (_route, queryClient) => queryClient.prefetchQuery(menuQuery),
  dish: ({ params }, queryClient) => queryClient.prefetchQuery(menuItemQuery(idFrom(params.id))),
  order: ({ params }, queryClient) => queryClient.prefetchQuery(orderQuery(idFrom(params.id))),
  cart: (_route, queryClient) =>
    Promise.all([queryClient.prefetchQuery(ordersQuery), queryClient.prefetchQuery(menuQuery)]),
  localTips: ({ request }, queryClient) =>
    queryClient.prefetchQuery(localTipsQuery(tipsFilter(request))),
  localTip: ({ params }, queryClient) =>
    queryClient.prefetchQuery(localTipQuery(localTipIdFrom(params.id))),
  favorites: (_route, queryClient) => queryClient.prefetchQuery(favoritesQuery),
  activities: (_route, queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(myActivitiesQuery),
      queryClient.prefetchQuery(hotelActivitiesQuery),
    ]),
  offers: (_route, queryClient) => queryClient.prefetchQuery(offersQuery),
  conversation: (_route, queryClient) => queryClient.prefetchQuery(conversationQuery),
} satisfies Record<string, Start>;

export type Screen = keyof typeof screenData;
