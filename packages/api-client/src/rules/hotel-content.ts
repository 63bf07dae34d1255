// What the hotel writes for its guests (the menu, programs, local tips, offers), free of zod so the
// staff console's forms read the same limits as the server.

/** Longest text of each kind, in each language. */
export const CONTENT_TEXT_MAX_LENGTH = {
  name: 120,
  category: 60,
  summary: 300,
  description: 4000,
  location: 200,
  address: 300,
  distance: 60,
  terms: 2000,
} as const;

/** Highest price (VND) a menu item, program seat or offer may carry. */
export const CONTENT_PRICE_MAX = 1_000_000_000;

/** Seats of one program session. */
export const PROGRAM_CAPACITY_MAX = 500;

/** The whole numbers of programs and offers: the contract bounds them, the console's inputs say them. */
export const CONTENT_NUMBER_LIMITS = {
  price: { min: 0, max: CONTENT_PRICE_MAX },
  capacity: { min: 1, max: PROGRAM_CAPACITY_MAX },
  seatsHeld: { min: 0, max: PROGRAM_CAPACITY_MAX },
  discountPercent: { min: 1, max: 100 },
} as const;

/**
 * A picture the hotel uploads: JPEG, PNG or WebP, judged by its content; kept as WebP at the
 * portal's 16:10 frame, so it must be at least that frame's size.
 */
export const PICTURE_LIMITS = {
  maxFileBytes: 8 * 1024 * 1024,
  minWidth: 640,
  minHeight: 400,
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** The name of an uploaded picture (the demo's drawn pictures have plain names). */
export const UPLOADED_PICTURE_PATTERN = /^up-[0-9a-f]{32}$/;

export function isUploadedPicture(name: string): boolean {
  return UPLOADED_PICTURE_PATTERN.test(name);
}
