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
import { queryClient } from '../lib/query-client.ts';

type Start = (route: LoaderFunctionArgs) => Promise<unknown>;

/** The ?filter of /local-tips, as the screen reads it. */
function tipsFilter(request: Request): 'all' | 'liked' {
  return new URL(request.url).searchParams.get('filter') === 'liked' ? 'liked' : 'all';
}

/**
 * What each signed-in screen reads first, with the query options its hooks use. Each answers when
 * its data is there or has failed (it never rejects): the session's profile and the visit's first
 * screen wait for it (`route-data.ts`); later screens show their own skeleton, failure and "Try again".
 */
export const screenData = {
  checkIn: () => queryClient.prefetchQuery(checkInQuery),
  program: ({ params }) => queryClient.prefetchQuery(programQuery(programIdFrom(params.id))),
  programs: () => queryClient.prefetchQuery(programsQuery),
  myReservation: () =>
    Promise.all([
      queryClient.prefetchQuery(reservationQuery),
      queryClient.prefetchQuery(ratingQuery),
    ]),
  reservation: () => queryClient.prefetchQuery(reservationQuery),
  bill: () => queryClient.prefetchQuery(billQuery),
  menu: () => queryClient.prefetchQuery(menuQuery),
  dish: ({ params }) => queryClient.prefetchQuery(menuItemQuery(idFrom(params.id))),
  order: ({ params }) => queryClient.prefetchQuery(orderQuery(idFrom(params.id))),
  cart: () =>
    Promise.all([queryClient.prefetchQuery(ordersQuery), queryClient.prefetchQuery(menuQuery)]),
  localTips: ({ request }) => queryClient.prefetchQuery(localTipsQuery(tipsFilter(request))),
  localTip: ({ params }) => queryClient.prefetchQuery(localTipQuery(localTipIdFrom(params.id))),
  favorites: () => queryClient.prefetchQuery(favoritesQuery),
  activities: () =>
    Promise.all([
      queryClient.prefetchQuery(myActivitiesQuery),
      queryClient.prefetchQuery(hotelActivitiesQuery),
    ]),
  offers: () => queryClient.prefetchQuery(offersQuery),
  conversation: () => queryClient.prefetchQuery(conversationQuery),
} satisfies Record<string, Start>;

export type Screen = keyof typeof screenData;
