/** Local storage keys of the console: the language and the kitchen's sound (the session is an HttpOnly cookie). */
export const STORAGE_KEYS = {
  language: 'staff_language',
  kitchenSound: 'staff_kitchen_sound',
} as const;
