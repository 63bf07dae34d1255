import { createHash } from 'node:crypto';
import {
  ConversationMessageFields,
  type ConversationMessage,
} from '@portal/api-client/contract/conversation';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import { CONVERSATION_GUEST_MESSAGES_PER_MINUTE } from '@portal/api-client/rules/conversation';
import { HttpError } from '../../platform/http/http-error.ts';
import { validate, type Handlers } from '../../platform/http/register-contract.ts';
import {
  assertNotCancelled,
  assertStayNotOver,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { keptPhoto, photoRef, receiveMessage } from './conversation-photo.ts';
import type {
  ConversationRepository,
  StoredMessage,
  ThreadOwner,
} from './conversation-repository.ts';

export interface ConversationDeps {
  stays: StayRepository;
  conversations: ConversationRepository;
  events: EventBus;
  now: () => Date;
}

/** The photo addresses' key, read once per instance (the database keeps one for every instance). */
export function photoKeyOf(conversations: ConversationRepository): () => Promise<string> {
  let key: Promise<string> | null = null;
  return () => {
    key ??= conversations.photoKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}

/** A message as either side reads it: the photo's address signed, the seen time if any. */
export function presentMessage(
  message: StoredMessage,
  key: string,
  now: Date,
): ConversationMessage {
  return {
    id: message.id,
    author: message.author,
    text: message.text,
    ...(message.photo ? { photo: photoRef(key, message.photo, now) } : {}),
    sentAt: message.sentAt,
    ...(message.seenAt ? { seenAt: message.seenAt } : {}),
  };
}

/** Tells the thread's guest and the hotel's desks that the thread changed. */
export function publishThreadChange(
  events: EventBus,
  hotelId: number,
  thread: Pick<ThreadOwner, 'threadId' | 'reservationId' | 'guestId'>,
  guestMessage: boolean,
): void {
  events.publish({
    type: 'conversation.updated',
    hotelId,
    reservationId: thread.reservationId,
    guestId: thread.guestId,
    threadId: thread.threadId,
    guestMessage,
  });
}

/** A digest of what was sent: the same Idempotency-Key with something else is refused. */
export function messageFingerprint(text: string, photo: Buffer | null): string {
  const hash = createHash('sha256').update(text).update('\0');
  if (photo) hash.update(createHash('sha256').update(photo).digest());
  return hash.digest('hex');
}

export function conversationHandlers(deps: ConversationDeps) {
  const { stays, conversations, events, now } = deps;
  const photoKey = photoKeyOf(conversations);

  return {
    getConversation: async ({ guest }) => {
      const thread = await conversations.threadOfGuest(guest.guestId);
      if (!thread) return { messages: [], unread: 0 };
      const key = await photoKey();
      const at = now();
      const messages = await conversations.messages(thread.id);
      return {
        messages: messages.map((message) => presentMessage(message, key, at)),
        unread: await conversations.unseen(thread.id, 'hotel'),
      };
    },
    getConversationUnread: async ({ guest }) => {
      const thread = await conversations.threadOfGuest(guest.guestId);
      return { unread: thread ? await conversations.unseen(thread.id, 'hotel') : 0 };
    },
    sendConversationMessage: async ({ hotel, guest, headers, request }) => {
      const stay = await stays.stayOf(guest);
      assertNotCancelled(stay);
      assertStayNotOver(stay);
      const received = await receiveMessage(request);
      const { text } = validate(ConversationMessageFields, received.fields, 'fields') as {
        text: string;
      };
      if (text === '' && !received.photo) throw new HttpError('CONVERSATION_EMPTY');
      const photo = received.photo ? await keptPhoto(received.photo) : null;
      const result = await conversations.sendGuestMessage({
        hotelId: hotel.id,
        reservationId: stay.reservationId,
        guestId: stay.guestId,
        text,
        photo,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        fingerprint: messageFingerprint(text, received.photo),
        at: now(),
        perMinute: CONVERSATION_GUEST_MESSAGES_PER_MINUTE,
      });
      if (result.outcome === 'key-reused') throw new HttpError('IDEMPOTENCY_KEY_REUSED');
      if (result.outcome === 'too-many')
        throw new HttpError('TOO_MANY_MESSAGES', undefined, { retryAfterSeconds: 60 });
      if (result.outcome === 'no-thread') throw new HttpError('NOT_FOUND');
      if (result.outcome === 'sent') publishThreadChange(events, hotel.id, result.thread, true);
      return presentMessage(result.message, await photoKey(), now());
    },
    markConversationSeen: async ({ hotel, guest, body }) => {
      const thread = await conversations.threadOfGuest(guest.guestId);
      if (!thread) return { ok: true as const };
      const seen = await conversations.markSeen(thread.id, 'hotel', body.upTo, now());
      if (seen > 0) {
        publishThreadChange(
          events,
          hotel.id,
          { threadId: thread.id, reservationId: guest.reservationId, guestId: guest.guestId },
          false,
        );
      }
      return { ok: true as const };
    },
  } satisfies Partial<Handlers>;
}
