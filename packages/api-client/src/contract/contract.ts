import { activityRoutes } from './activities.ts';
import { billsRoutes } from './bills.ts';
import { checkInRoutes } from './check-in.ts';
import { checkOutRoutes } from './check-out.ts';
import { conversationRoutes } from './conversation.ts';
import { conversationUnreadRoutes } from './conversation-unread.ts';
import { favoriteRoutes } from './favorites.ts';
import { localTipRoutes } from './local-tips.ts';
import { offerRoutes } from './offers.ts';
import { programRoutes } from './programs.ts';
import { ratingRoutes } from './rating.ts';
import { reservationRoutes } from './reservation.ts';
import { roomServiceRoutes } from './room-service.ts';
import { sessionRoutes } from './session.ts';
import { webPushRoutes } from './web-push.ts';

/** Every call of the guest API, by name. The server registers these; the portal calls them. */
export const contract = {
  ...sessionRoutes,
  ...reservationRoutes,
  ...checkInRoutes,
  ...checkOutRoutes,
  ...ratingRoutes,
  ...billsRoutes,
  ...roomServiceRoutes,
  ...programRoutes,
  ...localTipRoutes,
  ...favoriteRoutes,
  ...activityRoutes,
  ...offerRoutes,
  ...conversationRoutes,
  ...webPushRoutes,
  ...conversationUnreadRoutes,
} as const;

export type Contract = typeof contract;
export type RouteName = keyof Contract;
