import '../zod-setup.ts';
import { z } from 'zod';
import { CONTENT_TEXT_MAX_LENGTH } from '../../rules/hotel-content.ts';

/** A text the hotel writes for its guests, required in both languages. */
export function bothLanguages(kind: keyof typeof CONTENT_TEXT_MAX_LENGTH) {
  const text = z.string().trim().min(1).max(CONTENT_TEXT_MAX_LENGTH[kind]);
  return z.object({ en: text, vi: text }).strict();
}

/** A stored picture's name: one the hotel uploaded (`uploadPicture`) or the one the entry has. */
export const PictureName = z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not a picture name');
