import '../zod-setup.ts';
import { z } from 'zod/mini';
import { CONTENT_TEXT_MAX_LENGTH } from '../../rules/hotel-content.ts';

/** A text the hotel writes for its guests, required in both languages. */
export function bothLanguages(kind: keyof typeof CONTENT_TEXT_MAX_LENGTH) {
  const text = z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(CONTENT_TEXT_MAX_LENGTH[kind]));
  return z.strictObject({ en: text, vi: text });
}

/** A stored picture's name: one the hotel uploaded (`uploadPicture`) or the one the entry has. */
export const PictureName = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Not a picture name'));
