import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import type { StaffConversationMessage } from '@portal/api-client/staff-contract/inbox';
import type { Hotel, StaffIdentity } from '../../platform/http/request-context.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { auditedContent } from '../../platform/audit/audited-content.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import {
  messageFingerprint,
  photoKeyOf,
  presentMessage,
  publishThreadChange,
} from './conversation-routes.ts';
import type {
  ConversationRepository,
  StoredMessage,
  ThreadOwner,
} from './conversation-repository.ts';
import type { QuickRepliesRepository } from './quick-replies-repository.ts';

export interface InboxDeps {
  conversations: ConversationRepository;
  quickReplies: QuickRepliesRepository;
  audit: AuditLogRepository;
  events: EventBus;
  now: () => Date;
}

function threadNotFound(): HttpError {
  return new HttpError('NOT_FOUND', 'Thread not found');
}

function quickReplyNotFound(): HttpError {
  return new HttpError('NOT_FOUND', 'Quick reply not found');
}

export function inboxHandlers({ conversations, quickReplies, audit, events, now }: InboxDeps) {
  const audited = auditedContent(audit, now);
  const photoKey = photoKeyOf(conversations);

  function staffView(message: StoredMessage, key: string, at: Date): StaffConversationMessage {
    return {
      ...presentMessage(message, key, at),
      ...(message.staffName !== null ? { staffName: message.staffName } : {}),
    };
  }

  async function threadOf(hotel: Hotel, id: number) {
    const found = await conversations.thread(hotel.id, id);
    if (!found) throw threadNotFound();
    return found;
  }

  function threadSubject(owner: ThreadOwner, guestName: string): string {
    return `${owner.reservationNumber} ${guestName}`;
  }

  /** The one place a hotel reply is stored: audited, told to the guest and the desks. */
  async function storeHotelReply(
    hotel: Hotel,
    staff: StaffIdentity,
    threadId: number,
    text: string,
    quickReplyId: number | undefined,
    idempotencyKey: string,
  ): Promise<StoredMessage> {
    const found = await threadOf(hotel, threadId);
    const quickReply =
      quickReplyId === undefined ? null : await quickReplies.find(hotel.id, quickReplyId);
    const result = await conversations.sendHotelReply({
      hotelId: hotel.id,
      threadId,
      staff: { id: staff.staff.id, name: staff.staff.name },
      quickReplyId: quickReply?.id ?? null,
      text,
      photo: null,
      idempotencyKey,
      fingerprint: messageFingerprint(text, null),
      at: now(),
    });
    if (result.outcome === 'key-reused') throw new HttpError('IDEMPOTENCY_KEY_REUSED');
    if (result.outcome === 'no-thread' || result.outcome === 'too-many') throw threadNotFound();
    if (result.outcome === 'sent') {
      await audited(
        hotel,
        staff,
        'conversation-replied',
        threadSubject(result.thread, found.thread.guest.name),
      );
      publishThreadChange(events, hotel.id, result.thread, false);
      // Here a reply is stored (a replayed one is not): the push to a closed portal goes here.
    }
    return result.message;
  }

  return {
    listInbox: async ({ hotel, query }) => {
      const threads = await conversations.inbox(hotel.id, query.state);
      const all = query.state === 'all' ? threads : await conversations.inbox(hotel.id, 'all');
      return { threads, unread: all.reduce((sum, thread) => sum + thread.unread, 0) };
    },
    getInboxThread: async ({ hotel, params }) => {
      const { thread } = await threadOf(hotel, params.id);
      const key = await photoKey();
      const at = now();
      const messages = await conversations.messages(thread.id);
      return { thread, messages: messages.map((message) => staffView(message, key, at)) };
    },
    replyInInbox: async ({ hotel, staff, params, body, headers }) => {
      const message = await storeHotelReply(
        hotel,
        staff,
        params.id,
        body.text,
        body.quickReplyId,
        headers[IDEMPOTENCY_KEY_HEADER],
      );
      return staffView(message, await photoKey(), now());
    },
    markInboxThreadSeen: async ({ hotel, params, body }) => {
      const { owner } = await threadOf(hotel, params.id);
      const seen = await conversations.markSeen(owner.threadId, 'guest', body.upTo, now());
      if (seen > 0) publishThreadChange(events, hotel.id, owner, false);
      return { ok: true as const };
    },
    moveInboxThread: async ({ hotel, staff, params, body }) => {
      const { owner, thread } = await threadOf(hotel, params.id);
      if (await conversations.setState(owner.threadId, body.state)) {
        await audited(
          hotel,
          staff,
          body.state === 'done' ? 'conversation-marked-done' : 'conversation-reopened',
          threadSubject(owner, thread.guest.name),
        );
        publishThreadChange(events, hotel.id, owner, false);
      }
      return (await threadOf(hotel, params.id)).thread;
    },
    listQuickReplies: async ({ hotel }) => ({
      quickReplies: await quickReplies.list(hotel.id),
    }),
    addQuickReply: async ({ hotel, staff, body }) => {
      const added = await quickReplies.add(hotel.id, body, now());
      if (!added) throw new HttpError('QUICK_REPLIES_FULL');
      await audited(hotel, staff, 'quick-reply-added', added.title.en);
      return added;
    },
    updateQuickReply: async ({ hotel, staff, params, body }) => {
      const updated = await quickReplies.update(hotel.id, params.id, body);
      if (!updated) throw quickReplyNotFound();
      await audited(hotel, staff, 'quick-reply-changed', updated.title.en);
      return updated;
    },
    removeQuickReply: async ({ hotel, staff, params }) => {
      const removed = await quickReplies.remove(hotel.id, params.id);
      if (!removed) throw quickReplyNotFound();
      await audited(hotel, staff, 'quick-reply-removed', removed.title.en);
      return { ok: true as const };
    },
  } satisfies Partial<StaffHandlers>;
}
