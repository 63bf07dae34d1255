/** Local storage keys; fixed, so a returning guest's token, language and cart are found again. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  language: 'language',
  cart: 'tmg_cart',
  /** The guest answered "Not now" to the notifications offer (components/notifications-offer). */
  notificationsNotNow: 'notifications_not_now',
} as const;
