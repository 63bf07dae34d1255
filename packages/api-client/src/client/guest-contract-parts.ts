import type { RouteName } from '../contract/contract.ts';
import type { RouteDefinition } from '../contract/route.ts';

type Routes = Record<string, RouteDefinition>;

/**
 * The guest contract by feature, each part loaded with the first call of one of its routes: a
 * screen builds the schemas of the calls it makes, not those of the whole contract.
 */
const PARTS = {
  session: () => import('../contract/session.ts').then((part) => part.sessionRoutes),
  reservation: () => import('../contract/reservation.ts').then((part) => part.reservationRoutes),
  checkIn: () => import('../contract/check-in.ts').then((part) => part.checkInRoutes),
  checkOut: () => import('../contract/check-out.ts').then((part) => part.checkOutRoutes),
  rating: () => import('../contract/rating.ts').then((part) => part.ratingRoutes),
  bills: () => import('../contract/bills.ts').then((part) => part.billsRoutes),
  roomService: () => import('../contract/room-service.ts').then((part) => part.roomServiceRoutes),
  programs: () => import('../contract/programs.ts').then((part) => part.programRoutes),
  localTips: () => import('../contract/local-tips.ts').then((part) => part.localTipRoutes),
  favorites: () => import('../contract/favorites.ts').then((part) => part.favoriteRoutes),
  activities: () => import('../contract/activities.ts').then((part) => part.activityRoutes),
  offers: () => import('../contract/offers.ts').then((part) => part.offerRoutes),
  conversation: () => import('../contract/conversation.ts').then((part) => part.conversationRoutes),
  webPush: () => import('../contract/web-push.ts').then((part) => part.webPushRoutes),
  conversationUnread: () =>
    import('../contract/conversation-unread.ts').then((part) => part.conversationUnreadRoutes),
} satisfies Record<string, () => Promise<Routes>>;

export type ContractPart = keyof typeof PARTS;

/** The part holding each call: the compiler asks for every call, a test that its part holds it. */
export const PART_OF_CALL: Record<RouteName, ContractPart> = {
  signIn: 'session',
  exchangeToken: 'session',
  exchangeStoredToken: 'session',
  signOut: 'session',
  getProfile: 'session',
  getReservation: 'reservation',
  cancelReservation: 'reservation',
  getCheckIn: 'checkIn',
  submitCheckIn: 'checkIn',
  requestCheckOut: 'checkOut',
  getRating: 'rating',
  rateStay: 'rating',
  getBill: 'bills',
  getBillingInfo: 'bills',
  updateBillingInfo: 'bills',
  getMenu: 'roomService',
  getMenuItem: 'roomService',
  checkCart: 'roomService',
  placeOrder: 'roomService',
  listOrders: 'roomService',
  getOrder: 'roomService',
  listPrograms: 'programs',
  getProgram: 'programs',
  reserveProgram: 'programs',
  cancelProgramReservation: 'programs',
  listLocalTips: 'localTips',
  getLocalTip: 'localTips',
  likeLocalTip: 'localTips',
  unlikeLocalTip: 'localTips',
  listFavorites: 'favorites',
  addFavorite: 'favorites',
  removeFavorite: 'favorites',
  listActivities: 'activities',
  listMyActivities: 'activities',
  addMyActivity: 'activities',
  removeMyActivity: 'activities',
  listOffers: 'offers',
  getOffer: 'offers',
  getConversation: 'conversation',
  getConversationUnread: 'conversationUnread',
  sendConversationMessage: 'conversation',
  markConversationSeen: 'conversation',
  getPushKey: 'webPush',
  subscribePush: 'webPush',
  unsubscribePush: 'webPush',
};

/** One call's route, with its schemas, from the part of the contract that holds it. */
export async function loadRoute(name: RouteName): Promise<RouteDefinition> {
  const part = PART_OF_CALL[name];
  const routes: Routes = await PARTS[part]();
  const route = routes[name];
  if (!route) throw new Error(`The contract's ${part} part has no call ${name}`);
  return route;
}
