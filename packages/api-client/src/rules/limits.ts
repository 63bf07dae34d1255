// The hotel's limits, one constant each: the contract's schemas and the portal's screens read them.

/** Room service: most of one dish per cart line, and a line's note the kitchen reads. */
export const CART_LINE_MAX_QUANTITY = 20;
export const CART_LINE_NOTES_MAX_LENGTH = 120;
export const CART_MAX_LINES = 50;
export const ORDER_NOTES_MAX_LENGTH = 500;

export const EMAIL_MAX_LENGTH = 254;

/** Billing information the invoice is made out to. */
export const BILLING_MAX_LENGTH = {
  taxCode: 20,
  businessName: 200,
  address: 300,
  email: EMAIL_MAX_LENGTH,
} as const;

export const CANCELLATION_REASON_MAX_LENGTH = 1000;

export const CHECK_IN_NOTES_MAX_LENGTH = 1000;
export const CHECK_OUT_NOTES_MAX_LENGTH = 1000;
export const MINIBAR_NOTES_MAX_LENGTH = 500;

export const RATING_MAX_SCORE = 5;
export const RATING_EXPERIENCE_MAX_LENGTH = 2000;

export const PROGRAM_MAX_SEATS = 10;
export const PROGRAM_NOTES_MAX_LENGTH = 500;

/** Identity documents of a pre check-in: the server refuses more or larger files. */
export const IDENTITY_DOCUMENT_LIMITS = {
  maxFileBytes: 8 * 1024 * 1024,
  maxFiles: 6,
} as const;
