import './zod-setup.ts';
import { z } from 'zod/mini';
import { CONVERSATION_TEXT_MAX_LENGTH } from '../rules/conversation.ts';
import { IsoDateTime, Ok, RowId } from './common.ts';
import { IdempotencyHeaders } from './idempotency.ts';
import { defineRoute } from './route.ts';

/**
 * A photo of a message, checked and re-encoded like the other uploads. Its `url` is signed and
 * short-lived (an `<img>` sends no token or hotel key): it serves the photo for an hour or two,
 * and a fresh `GET /conversation` (or inbox thread) answers a fresh one.
 */
export const ConversationPhoto = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type ConversationPhoto = z.infer<typeof ConversationPhoto>;

/**
 * One message of a guest's thread with the hotel. A hotel message names no staff member: the
 * portal shows the hotel's name. The text is plain text, to be shown as text, never as HTML.
 */
export const ConversationMessage = z.object({
  id: z.int(),
  author: z.enum(['guest', 'hotel']),
  /** May be '' when the message is a photo. */
  text: z.string(),
  photo: z.optional(ConversationPhoto),
  sentAt: IsoDateTime,
  /** When the OTHER side saw it (the hotel a guest's message, the guest a hotel's). */
  seenAt: z.optional(IsoDateTime),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export const Conversation = z.object({
  /** The last 200 messages (rules/conversation.ts), oldest first. */
  messages: z.array(ConversationMessage),
  /** The hotel's messages the guest has not seen. */
  unread: z.int(),
});
export type Conversation = z.infer<typeof Conversation>;

/**
 * The `fields` JSON part of the multipart message; an optional `photo` file part follows it. A
 * message has text, a photo or both (CONVERSATION_EMPTY otherwise).
 */
export const ConversationMessageFields = z.strictObject({
  text: z._default(z.string().check(z.trim(), z.maxLength(CONVERSATION_TEXT_MAX_LENGTH)), ''),
});
export type ConversationMessageFields = z.input<typeof ConversationMessageFields>;

/** Seen everything of the other side up to this message id (included). */
export const ConversationSeen = z.strictObject({ upTo: RowId });
export type ConversationSeen = z.input<typeof ConversationSeen>;

export const conversationRoutes = {
  getConversation: defineRoute({
    method: 'GET',
    path: '/conversation',
    tag: 'Conversation',
    summary:
      "The guest's thread with the hotel: its last 200 messages, oldest first, and how many of the hotel's the guest has not seen",
    auth: true,
    response: Conversation,
  }),
  sendConversationMessage: defineRoute({
    method: 'POST',
    path: '/conversation/messages',
    tag: 'Conversation',
    summary:
      'Write to the hotel (multipart: the `fields` JSON part `{ text }` first, then an optional `photo` file: JPEG, PNG or WebP, re-encoded); the same Idempotency-Key from the same guest answers the same message, never a second one',
    auth: true,
    headers: IdempotencyHeaders,
    multipart: { fields: ConversationMessageFields, files: ['photo'] },
    response: ConversationMessage,
    successStatus: 201,
    errors: [
      'CONVERSATION_EMPTY',
      'TOO_MANY_MESSAGES',
      'IDEMPOTENCY_KEY_REUSED',
      'STAY_CHECKED_OUT',
      'RESERVATION_CANCELLED',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'IMAGE_DIMENSIONS_TOO_LARGE',
    ],
  }),
  markConversationSeen: defineRoute({
    method: 'POST',
    path: '/conversation/seen',
    tag: 'Conversation',
    summary: "The guest has seen the hotel's messages up to this id",
    auth: true,
    body: ConversationSeen,
    // `{ ok: true }` as the API's other answers without data (no call answers an empty 204).
    response: Ok,
  }),
} as const;
