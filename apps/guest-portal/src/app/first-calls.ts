import type { RouteName } from '@portal/api-client/contract';

/** One GET call of the guest API, with the query it sends (none but /local-tips' filter). */
export interface FirstCall {
  name: RouteName;
  query?: Record<string, string>;
}

/** What every signed-in screen reads first: the guest's profile (the shell's loader). */
export const SESSION_CALL: FirstCall = { name: 'getProfile' };

/**
 * What each signed-in screen's loader reads first (`screen-data.ts`), by the screen's route. The
 * build turns these into the addresses `early-calls.ts` asks for, with the profile, before the
 * portal's code has loaded (ADR 0013); `first-calls.test.ts` checks them against the loaders.
 * A path parameter (`:id`) is the page's own.
 */
export const FIRST_CALLS: Record<string, readonly FirstCall[]> = {
  '/home': [],
  '/profile': [],
  '/language': [],
  '/check-out-success': [],
  '/check-in': [{ name: 'getCheckIn' }],
  '/check-in-success': [{ name: 'getCheckIn' }],
  '/reserve/:id': [{ name: 'getProgram' }],
  '/reserve-success/:id': [{ name: 'getProgram' }],
  '/cancel-program/:id': [{ name: 'getProgram' }],
  '/cancel-success/:id': [{ name: 'getProgram' }],
  '/program-detail/:id': [{ name: 'getProgram' }],
  '/programs': [{ name: 'listPrograms' }],
  '/my-reservation': [{ name: 'getReservation' }, { name: 'getRating' }],
  '/cancel-reservation': [{ name: 'getReservation' }],
  '/check-out': [{ name: 'getReservation' }],
  '/check-out-balance-bill': [{ name: 'getBill' }],
  '/balance-and-bills': [{ name: 'getBill' }],
  '/in-room-service': [{ name: 'getMenu' }],
  '/food-detail/:id': [{ name: 'getMenuItem' }],
  '/order-success/:id': [{ name: 'getOrder' }],
  '/cart': [{ name: 'listOrders' }, { name: 'getMenu' }],
  '/local-tips': [{ name: 'listLocalTips', query: { filter: 'all' } }],
  '/local-tip-detail/:id': [{ name: 'getLocalTip' }],
  '/my-favorites': [{ name: 'listFavorites' }],
  '/my-activities': [{ name: 'listMyActivities' }, { name: 'listActivities' }],
  '/special-offer': [{ name: 'listOffers' }],
  '/messages': [{ name: 'getConversation' }],
};
