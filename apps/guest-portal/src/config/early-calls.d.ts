declare module 'virtual:early-calls' {
  /** Where the session's CSRF token is kept (`STORAGE_KEYS.csrfToken`): the sign of a session. */
  export const csrfTokenKey: string;
  /** The hotel key header every call carries, and this hotel's key. */
  export const hotelKeyHeader: string;
  export const hotelKey: string;
  /** The profile's address, read first on every signed-in route. */
  export const sessionUrl: string;
  /** Each signed-in route (`/food-detail/:id`) and the addresses its loader reads first. */
  export const screenUrls: readonly (readonly [route: string, urls: readonly string[]])[];
}
