import type { ConversationMessage } from '@portal/api-client/contract/conversation';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import { IDENTITY_DOCUMENT_LIMITS } from '@portal/api-client/rules/limits';
import { documentKind, isUnreadableByHotel } from '../../lib/prepare-document.ts';

/** The composer shows how many characters are left once this few remain. */
export const COUNT_SHOWN_WITHIN = 200;

/** The photo types the hotel takes, as the other guest uploads (re-encoded on the server). */
export const PHOTO_TYPES = PICTURE_LIMITS.accept.split(',');
export const PHOTO_MAX_BYTES = IDENTITY_DOCUMENT_LIMITS.maxFileBytes;

export function charactersLeft(text: string): number {
  return CONVERSATION_TEXT_MAX_LENGTH - text.length;
}

export type ComposerProblem = 'empty' | 'tooLong';

/** What stops a message from being sent, judged as the hotel will (rules/conversation.ts). */
export function composerProblem(text: string, hasPhoto: boolean): ComposerProblem | null {
  if (text.length > CONVERSATION_TEXT_MAX_LENGTH) return 'tooLong';
  if (!text.trim() && !hasPhoto) return 'empty';
  return null;
}

export type PhotoProblem = 'unsupported' | 'heicUnreadable' | 'tooLarge';

/**
 * The checks of the pre check-in's photos, on a photo already redrawn by `prepareDocument`: a
 * photo, of a type the hotel reads, not over its size.
 */
export function photoProblem(original: File, prepared: File): PhotoProblem | null {
  if (documentKind(original) !== 'image') return 'unsupported';
  if (isUnreadableByHotel(prepared, PHOTO_TYPES)) return 'heicUnreadable';
  if (!PHOTO_TYPES.includes(prepared.type)) return 'unsupported';
  if (prepared.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The hotel's last message the guest has not seen yet (to mark seen up to it), if any. */
export function lastUnseenHotelMessage(messages: readonly ConversationMessage[]): number | null {
  const unseen = messages.filter((message) => message.author === 'hotel' && !message.seenAt);
  return unseen.at(-1)?.id ?? null;
}

/** The hotel's messages that arrived after `afterId`: what the live region reads out. */
export function newHotelMessages(
  messages: readonly ConversationMessage[],
  afterId: number,
): ConversationMessage[] {
  return messages.filter((message) => message.author === 'hotel' && message.id > afterId);
}
