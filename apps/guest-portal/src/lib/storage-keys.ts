/** Local storage keys; fixed, so a returning guest's session, language and cart are found again. */
export const STORAGE_KEYS = {
  /** The session's CSRF token (lib/guest-session.ts); the session itself is an HttpOnly cookie. */
  csrfToken: 'guest_csrf',
  /** Where a portal before the session cookie kept the session: exchanged once, then deleted. */
  storedAccessToken: 'access_token',
  language: 'language',
  cart: 'tmg_cart',
  /** The guest answered "Not now" to the notifications offer (components/notifications-offer). */
  notificationsNotNow: 'notifications_not_now',
} as const;
