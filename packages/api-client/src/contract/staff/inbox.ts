import '../zod-setup.ts';
import { z } from 'zod/mini';
import {
  CONVERSATION_TEXT_MAX_LENGTH,
  INBOX_THREAD_STATES,
  QUICK_REPLY_TEXT_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
} from '../../rules/conversation.ts';
import { IdParams, IsoDate, IsoDateTime, LocalizedText, Ok, RowId } from '../common.ts';
import { ConversationMessage, ConversationSeen } from '../conversation.ts';
import { IdempotencyHeaders } from '../room-service.ts';
import { defineRoute } from '../route.ts';
import { PreCheckInState, ReservationState } from './front-desk.ts';

export const InboxThreadState = z.enum(INBOX_THREAD_STATES);

/** One guest's thread with the hotel, beside the reservation it belongs to. */
export const InboxThread = z.object({
  id: z.int(),
  guest: z.object({
    id: z.int(),
    name: z.string(),
    /** The language the reservation names for the guest, if any: quick replies go in it. */
    language: z.optional(z.enum(['en', 'vi'])),
  }),
  reservation: z.object({
    id: z.int(),
    number: z.string(),
    roomNumber: z.optional(z.string()),
    arrivalDate: IsoDate,
    departureDate: IsoDate,
    state: ReservationState,
    preCheckInState: PreCheckInState,
  }),
  lastMessage: z.object({
    author: z.enum(['guest', 'hotel']),
    /** The start of its text (rules/conversation.ts, INBOX_EXCERPT_LENGTH). */
    text: z.string(),
    hasPhoto: z.boolean(),
    sentAt: IsoDateTime,
  }),
  /** The guest's messages the hotel has not seen. */
  unread: z.int(),
  state: InboxThreadState,
});
export type InboxThread = z.infer<typeof InboxThread>;

export const InboxQuery = z.strictObject({
  state: z._default(z.enum([...INBOX_THREAD_STATES, 'all']), 'all'),
});
export type InboxQuery = z.input<typeof InboxQuery>;

export const Inbox = z.object({
  /** Newest message first. */
  threads: z.array(InboxThread),
  /** The guests' messages the hotel has not seen, in every thread. */
  unread: z.int(),
});
export type Inbox = z.infer<typeof Inbox>;

/** A message as staff see it: a hotel reply names who wrote it. */
export const StaffConversationMessage = z.extend(ConversationMessage, {
  staffName: z.optional(z.string()),
});
export type StaffConversationMessage = z.infer<typeof StaffConversationMessage>;

export const InboxThreadDetail = z.object({
  thread: InboxThread,
  /** The last 200 messages, oldest first. */
  messages: z.array(StaffConversationMessage),
});
export type InboxThreadDetail = z.infer<typeof InboxThreadDetail>;

export const InboxReply = z.strictObject({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, 'Write a reply'), z.maxLength(CONVERSATION_TEXT_MAX_LENGTH)),
  /** The quick reply it started from, if any (kept with the reply, for the audit). */
  quickReplyId: z.optional(RowId),
});
export type InboxReply = z.input<typeof InboxReply>;

export const InboxThreadMove = z.strictObject({ state: InboxThreadState });
export type InboxThreadMove = z.input<typeof InboxThreadMove>;

/** A reply the hotel keeps ready, in both languages. */
export const QuickReply = z.object({
  id: z.int(),
  title: LocalizedText,
  text: LocalizedText,
});
export type QuickReply = z.infer<typeof QuickReply>;

export const QuickReplies = z.object({ quickReplies: z.array(QuickReply) });
export type QuickReplies = z.infer<typeof QuickReplies>;

function inBothLanguages(maxLength: number) {
  const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength));
  return z.strictObject({ en: text, vi: text });
}

export const QuickReplyInput = z.strictObject({
  title: inBothLanguages(QUICK_REPLY_TITLE_MAX_LENGTH),
  text: inBothLanguages(QUICK_REPLY_TEXT_MAX_LENGTH),
});
export type QuickReplyInput = z.input<typeof QuickReplyInput>;

/**
 * What the staff's stream says of a thread (`GET /api/staff/events`, front desk, concierge and
 * manager): which thread changed; `guestMessage` when the change is a new guest message, so the
 * console can chime and notify.
 */
export const StaffConversationEvent = z.object({
  type: z.literal('conversation.updated'),
  threadId: z.int(),
  guestMessage: z.optional(z.literal(true)),
});
export type StaffConversationEvent = z.infer<typeof StaffConversationEvent>;

const INBOX_ROLES = ['front-desk', 'concierge'] as const;

export const inboxRoutes = {
  listInbox: defineRoute({
    method: 'GET',
    path: '/staff/inbox',
    tag: 'Inbox',
    summary:
      "The hotel's threads with its guests, newest message first, each beside its reservation, with the unread counts",
    auth: false,
    staffRoles: INBOX_ROLES,
    query: InboxQuery,
    response: Inbox,
  }),
  getInboxThread: defineRoute({
    method: 'GET',
    path: '/staff/inbox/:id',
    tag: 'Inbox',
    summary: 'One thread: its reservation and its last 200 messages, oldest first, replies named',
    auth: false,
    staffRoles: INBOX_ROLES,
    params: IdParams,
    response: InboxThreadDetail,
  }),
  replyInInbox: defineRoute({
    method: 'POST',
    path: '/staff/inbox/:id/replies',
    tag: 'Inbox',
    summary:
      "Reply to the guest (the guest sees the hotel's name), stamped with who and when; the same Idempotency-Key answers the same reply",
    auth: false,
    staffRoles: INBOX_ROLES,
    params: IdParams,
    headers: IdempotencyHeaders,
    body: InboxReply,
    response: StaffConversationMessage,
    successStatus: 201,
    errors: ['IDEMPOTENCY_KEY_REUSED'],
  }),
  markInboxThreadSeen: defineRoute({
    method: 'POST',
    path: '/staff/inbox/:id/seen',
    tag: 'Inbox',
    summary: "The hotel has seen the guest's messages of this thread up to this id",
    auth: false,
    staffRoles: INBOX_ROLES,
    params: IdParams,
    body: ConversationSeen,
    // `{ ok: true }` as the API's other answers without data.
    response: Ok,
  }),
  moveInboxThread: defineRoute({
    method: 'PUT',
    path: '/staff/inbox/:id/state',
    tag: 'Inbox',
    summary: 'Mark a thread done or open again (audited); a new guest message opens it again',
    auth: false,
    staffRoles: INBOX_ROLES,
    params: IdParams,
    body: InboxThreadMove,
    response: InboxThread,
  }),
  listQuickReplies: defineRoute({
    method: 'GET',
    path: '/staff/quick-replies',
    tag: 'Inbox',
    summary: "The hotel's quick replies, in both languages, in the order they were written",
    auth: false,
    staffRoles: INBOX_ROLES,
    response: QuickReplies,
  }),
  addQuickReply: defineRoute({
    method: 'POST',
    path: '/staff/quick-replies',
    tag: 'Inbox',
    summary: 'Keep a new quick reply for the hotel (manager; audited)',
    auth: false,
    staffRoles: ['manager'],
    body: QuickReplyInput,
    response: QuickReply,
    successStatus: 201,
    errors: ['QUICK_REPLIES_FULL'],
  }),
  updateQuickReply: defineRoute({
    method: 'PUT',
    path: '/staff/quick-replies/:id',
    tag: 'Inbox',
    summary: 'Change a quick reply (manager; audited)',
    auth: false,
    staffRoles: ['manager'],
    params: IdParams,
    body: QuickReplyInput,
    response: QuickReply,
  }),
  removeQuickReply: defineRoute({
    method: 'DELETE',
    path: '/staff/quick-replies/:id',
    tag: 'Inbox',
    summary: 'Remove a quick reply (manager; audited)',
    auth: false,
    staffRoles: ['manager'],
    params: IdParams,
    response: Ok,
  }),
} as const;
