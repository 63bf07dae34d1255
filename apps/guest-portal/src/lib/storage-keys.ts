/** Local storage keys fixed by the spec. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  language: 'language',
  cart: 'tmg_cart',
} as const;
