/**
 * The names of the hotel's data in the portal's cache (TanStack Query keys). A screen reads by
 * them and a change a guest makes invalidates or updates by them, also across features (an order
 * touches the bill), so they live here rather than in one feature.
 */
export const queryKeys = {
  profile: ['profile'],
  reservation: ['reservation'],
  checkIn: ['check-in'],
  rating: ['rating'],
  bill: ['bill'],
  favorites: ['favorites'],
  roomService: ['room-service'],
  menu: ['room-service', 'menu'],
  menuItem: (id: number) => ['room-service', 'item', id],
  menuItems: ['room-service', 'item'],
  orders: ['room-service', 'orders'],
  order: (id: number) => ['room-service', 'orders', id],
  programs: ['programs'],
  program: (id: number) => ['programs', id],
  localTips: ['local-tips'],
  localTipList: (filter: 'all' | 'liked') => ['local-tips', 'list', filter],
  localTip: (id: number) => ['local-tips', 'tip', id],
  offers: ['offers'],
  hotelActivities: ['activities', 'hotel'],
  myActivities: ['activities', 'mine'],
  conversation: ['conversation'],
  conversationUnread: ['conversation', 'unread'],
} as const;
