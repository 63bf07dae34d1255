/** Cache key of GET /bills. */
export const BILL_QUERY = 'bill';
