/** Local storage keys of the console: the language only (the session is an HttpOnly cookie). */
export const STORAGE_KEYS = {
  language: 'staff_language',
} as const;
