// The conversation between a guest and the hotel (issue #27), free of zod so the portal and the
// console read it without loading the schemas. A photo takes the limits of the other uploads
// (rules/limits.ts, IDENTITY_DOCUMENT_LIMITS.maxFileBytes).

/** A message's text, in characters; a message with a photo may have none. */
export const CONVERSATION_TEXT_MAX_LENGTH = 2000;

/** Messages one guest may send in a minute; beyond, TOO_MANY_MESSAGES (429). */
export const CONVERSATION_GUEST_MESSAGES_PER_MINUTE = 10;

/** A quick reply the manager keeps for the hotel: its title and text, in each language. */
export const QUICK_REPLY_TEXT_MAX_LENGTH = 1000;
export const QUICK_REPLY_TITLE_MAX_LENGTH = 60;

/** Quick replies one hotel keeps at most. */
export const QUICK_REPLIES_MAX = 50;

/** A thread is open until the hotel marks it done; a new guest message opens it again. */
export const INBOX_THREAD_STATES = ['open', 'done'] as const;
export type InboxThreadState = (typeof INBOX_THREAD_STATES)[number];

/** The messages `GET /conversation` and a thread of the inbox show: the last ones, oldest first. */
export const CONVERSATION_MESSAGES_SHOWN = 200;

/** Characters of a thread's last message the inbox list shows. */
export const INBOX_EXCERPT_LENGTH = 140;
