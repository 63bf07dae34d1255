import { QUICK_REPLIES_MAX } from './conversation.ts';
import { PICTURE_LIMITS } from './hotel-content.ts';
import { STAFF_PASSWORD_LENGTH } from './staff-roles.ts';

/**
 * The limits a refusal's text names (`{{passwordMinLength}}`, `{{pictureMinWidth}}` …): both apps
 * pass them with every refusal's text, so no translation writes a number the rules hold.
 */
export const REFUSAL_TEXT_VALUES = {
  passwordMinLength: STAFF_PASSWORD_LENGTH.min,
  pictureMinWidth: PICTURE_LIMITS.minWidth,
  pictureMinHeight: PICTURE_LIMITS.minHeight,
  quickRepliesMax: QUICK_REPLIES_MAX,
} as const;
