/** Cache key of GET /check-in. */
export const CHECK_IN_QUERY = 'check-in';
