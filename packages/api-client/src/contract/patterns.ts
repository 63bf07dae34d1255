// Plain patterns, free of zod, so a screen can check input without loading the schemas.

/** A guest's e-mail: a local part, an at sign, and a domain with a letter-only suffix of 2+. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
