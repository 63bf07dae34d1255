/**
 * The names every side of the API spells the same: the hotel key's and the CSRF token's headers
 * and the paths of the streams. Zod-free, so a screen's lazy module, a build script or a test imports them without
 * loading the contract's schemas.
 */

/** Every call names its hotel in this header (the tenant's `hotelKey`). */
export const HOTEL_KEY_HEADER = 'x-hotel-key';

/** Every staff write but sign-in, and every guest write made with the cookie, carries the session's `csrfToken` in this header. */
export const CSRF_TOKEN_HEADER = 'x-csrf-token';

/** Where the API's calls live on its origin; the paths below are under it. */
export const API_ROOT = '/api';

/** The guest's stream (server-sent events, outside the routes table: a stream, not a call). */
export const GUEST_EVENTS_PATH = '/events';

/** The staff console's stream: the hotel's events the staff member's role may see. */
export const STAFF_EVENTS_PATH = '/staff/events';
