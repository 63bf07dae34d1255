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
import { profileQuery } from '../hooks/use-guest-profile.ts';
import { reservationQuery } from '../hooks/use-reservation.ts';
import { queryClient } from '../lib/query-client.ts';

type Start = (route: LoaderFunctionArgs) => void;

/** The ?filter of /local-tips, as the screen reads it. */
function tipsFilter(request: Request): 'all' | 'liked' {
  return new URL(request.url).searchParams.get('filter') === 'liked' ? 'liked' : 'all';
}

/**
 * What each signed-in screen reads first, with the query options its hooks use. Started, never
 * awaited: the screen shows its own skeleton, failure and "Try again".
 */
export const screenData = {
  session: () => void queryClient.prefetchQuery(profileQuery),
  checkIn: () => void queryClient.prefetchQuery(checkInQuery),
  program: ({ params }) => void queryClient.prefetchQuery(programQuery(programIdFrom(params.id))),
  programs: () => void queryClient.prefetchQuery(programsQuery),
  myReservation: () => {
    void queryClient.prefetchQuery(reservationQuery);
    void queryClient.prefetchQuery(ratingQuery);
  },
  reservation: () => void queryClient.prefetchQuery(reservationQuery),
  bill: () => void queryClient.prefetchQuery(billQuery),
  menu: () => void queryClient.prefetchQuery(menuQuery),
  dish: ({ params }) => void queryClient.prefetchQuery(menuItemQuery(idFrom(params.id))),
  order: ({ params }) => void queryClient.prefetchQuery(orderQuery(idFrom(params.id))),
  cart: () => void queryClient.prefetchQuery(ordersQuery),
  localTips: ({ request }) => void queryClient.prefetchQuery(localTipsQuery(tipsFilter(request))),
  localTip: ({ params }) =>
    void queryClient.prefetchQuery(localTipQuery(localTipIdFrom(params.id))),
  favorites: () => void queryClient.prefetchQuery(favoritesQuery),
  activities: () => {
    void queryClient.prefetchQuery(myActivitiesQuery);
    void queryClient.prefetchQuery(hotelActivitiesQuery);
  },
  offers: () => void queryClient.prefetchQuery(offersQuery),
} satisfies Record<string, Start>;

export type Screen = keyof typeof screenData;
