/** Local storage keys of the console: the language and the chimes' switches (the session is an HttpOnly cookie). */
export const STORAGE_KEYS = {
  language: 'staff_language',
  kitchenSound: 'staff_kitchen_sound',
  inboxSound: 'staff_inbox_sound',
} as const;
