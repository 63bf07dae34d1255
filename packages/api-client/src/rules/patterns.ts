// Plain patterns, free of zod, so a screen can check input without loading the schemas.

/** A guest's e-mail: a local part, an at sign, and a domain with a letter-only suffix of 2+. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** A passport or ID card number: 5 to 20 letters and digits, no spaces. */
export const PASSPORT_NUMBER_PATTERN = /^[A-Za-z0-9]{5,20}$/;
