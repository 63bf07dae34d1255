import { randomBytes } from 'node:crypto';
import {
  CONVERSATION_MESSAGES_SHOWN,
  INBOX_EXCERPT_LENGTH,
  type InboxThreadState,
} from '@portal/api-client/rules/conversation';
import type { InboxThread } from '@portal/api-client/staff-contract/inbox';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import { preCheckInOf, reservationStateOf } from '../../platform/stay/reservation-state.ts';
import { enqueueGuestPush } from '../../platform/push/guest-push.ts';

export type Author = 'guest' | 'hotel';

/** A message as stored: its photo by name (the routes sign its address). */
export interface StoredMessage {
  id: number;
  author: Author;
  text: string;
  photo: { name: string; width: number; height: number } | null;
  staffName: string | null;
  sentAt: string;
  seenAt: string | null;
}

/** A photo checked and re-encoded (conversation-photo.ts), kept with its message. */
export interface KeptPhoto {
  name: string;
  content: Buffer;
  width: number;
  height: number;
}

interface NewMessage {
  text: string;
  photo: KeptPhoto | null;
  idempotencyKey: string;
  /** A digest of the request: the same key with another request is refused. */
  fingerprint: string;
  at: Date;
}

export interface NewGuestMessage extends NewMessage {
  hotelId: number;
  reservationId: number;
  guestId: number;
  /** Guest messages allowed in the minute before `at`. */
  perMinute: number;
}

export interface NewHotelReply extends NewMessage {
  hotelId: number;
  threadId: number;
  staff: { id: number; name: string };
  quickReplyId: number | null;
}

/** Whose thread a message went to: what the events and the audit name. */
export interface ThreadOwner {
  threadId: number;
  reservationId: number;
  reservationNumber: string;
  guestId: number;
}

export type SendResult =
  | { outcome: 'sent' | 'replayed'; message: StoredMessage; thread: ThreadOwner }
  | { outcome: 'key-reused' }
  | { outcome: 'too-many' }
  | { outcome: 'no-thread' };

export interface ConversationRepository {
  /** The guest's thread, or null before their first message. */
  threadOfGuest(guestId: number): Promise<{ id: number } | null>;
  /** The last messages of a thread, oldest first. */
  messages(threadId: number): Promise<StoredMessage[]>;
  /** Messages of `author` in the thread the other side has not seen. */
  unseen(threadId: number, author: Author): Promise<number>;
  sendGuestMessage(message: NewGuestMessage): Promise<SendResult>;
  sendHotelReply(reply: NewHotelReply): Promise<SendResult>;
  /** The other side saw `author`'s messages up to `upTo`: answers how many it saw now. */
  markSeen(threadId: number, author: Author, upTo: number, at: Date): Promise<number>;
  /** The hotel's threads, newest message first. */
  inbox(hotelId: number, state: InboxThreadState | 'all'): Promise<InboxThread[]>;
  thread(
    hotelId: number,
    threadId: number,
  ): Promise<{ thread: InboxThread; owner: ThreadOwner } | null>;
  /** Moves the thread; answers whether it changed. */
  setState(threadId: number, state: InboxThreadState): Promise<boolean>;
  photo(name: string): Promise<Uint8Array | null>;
  /** The photo addresses' signing key, made by the first instance that asks. */
  photoKey(): Promise<string>;
}

function threadLines(store: Store | StoreTransaction) {
  return store
    .selectFrom('conversation_threads as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('guests as g', 'g.id', 't.guest_id')
    .leftJoin('conversation_messages as m', 'm.id', 't.last_message_id')
    .select((eb) => [
      't.id',
      't.state',
      't.guest_id',
      't.reservation_id',
      't.last_message_at',
      'g.first_name',
      'g.last_name',
      'r.reservation_number',
      'r.room_number',
      'r.arrival_date',
      'r.departure_date',
      'r.status',
      'r.cancelled_at',
      'r.checked_out_at',
      'r.check_in_review',
      'r.check_in_submitted_at',
      'r.language',
      'm.author',
      'm.text',
      'm.photo_name',
      eb
        .selectFrom('conversation_messages as u')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('u.thread_id', '=', 't.id')
        .where('u.author', '=', 'guest')
        .where('u.seen_at', 'is', null)
        .as('unread'),
    ]);
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadLines>['executeTakeFirstOrThrow']>>;

function toThread(row: ThreadRow): InboxThread {
  const text = row.text ?? '';
  return {
    id: row.id,
    guest: {
      id: row.guest_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      // The reservation's language, when it names one: the desk's quick replies go in it.
      ...(row.language === 'en' || row.language === 'vi' ? { language: row.language } : {}),
    },
    reservation: {
      id: row.reservation_id,
      number: row.reservation_number,
      ...(row.room_number ? { roomNumber: row.room_number } : {}),
      arrivalDate: row.arrival_date,
      departureDate: row.departure_date,
      state: reservationStateOf(row),
      preCheckInState: preCheckInOf(row),
    },
    lastMessage: {
      author: row.author ?? 'guest',
      text: text.length > INBOX_EXCERPT_LENGTH ? `${text.slice(0, INBOX_EXCERPT_LENGTH)}…` : text,
      hasPhoto: row.photo_name !== null,
      sentAt: row.last_message_at,
    },
    unread: Number(row.unread ?? 0),
    state: row.state,
  };
}

export function createConversationRepository(store: Store): ConversationRepository {
  async function messageById(queries: Store, id: number): Promise<StoredMessage> {
    const [message] = await messageRows(queries).where('m.id', '=', id).execute();
    if (!message) throw new Error('The message just stored is missing');
    return toMessage(message);
  }

  function messageRows(queries: Store) {
    return queries
      .selectFrom('conversation_messages as m')
      .leftJoin('conversation_photos as p', 'p.name', 'm.photo_name')
      .select([
        'm.id',
        'm.author',
        'm.text',
        'm.photo_name',
        'p.width',
        'p.height',
        'm.staff_name',
        'm.sent_at',
        'm.seen_at',
      ]);
  }

  type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

  function toMessage(row: MessageRow): StoredMessage {
    return {
      id: row.id,
      author: row.author,
      text: row.text,
      photo:
        row.photo_name !== null && row.width !== null && row.height !== null
          ? { name: row.photo_name, width: row.width, height: row.height }
          : null,
      staffName: row.staff_name,
      sentAt: row.sent_at,
      seenAt: row.seen_at,
    };
  }

  async function ownerOf(queries: Store, threadId: number): Promise<ThreadOwner> {
    const row = await queries
      .selectFrom('conversation_threads as t')
      .innerJoin('reservations as r', 'r.id', 't.reservation_id')
      .select(['t.id', 't.reservation_id', 't.guest_id', 'r.reservation_number'])
      .where('t.id', '=', threadId)
      .executeTakeFirstOrThrow();
    return {
      threadId: row.id,
      reservationId: row.reservation_id,
      reservationNumber: row.reservation_number,
      guestId: row.guest_id,
    };
  }

  /** What a message already sent with this key answers, if there is one. */
  async function answerForKey(
    trx: StoreTransaction,
    threadId: number,
    author: Author,
    message: NewMessage,
  ): Promise<SendResult | null> {
    const earlier = await trx
      .selectFrom('conversation_messages')
      .select(['id', 'request_fingerprint'])
      .where('thread_id', '=', threadId)
      .where('author', '=', author)
      .where('idempotency_key', '=', message.idempotencyKey)
      .executeTakeFirst();
    if (!earlier) return null;
    if (earlier.request_fingerprint !== message.fingerprint) return { outcome: 'key-reused' };
    return {
      outcome: 'replayed',
      message: await messageById(trx, earlier.id),
      thread: await ownerOf(trx, threadId),
    };
  }

  async function insert(
    trx: StoreTransaction,
    threadId: number,
    author: Author,
    message: NewMessage,
    by: { staff: { id: number; name: string }; quickReplyId: number | null } | null,
  ): Promise<StoredMessage> {
    if (message.photo) {
      await trx
        .insertInto('conversation_photos')
        .values({
          name: message.photo.name,
          thread_id: threadId,
          content: message.photo.content,
          width: message.photo.width,
          height: message.photo.height,
        })
        .execute();
    }
    const sentAt = message.at.toISOString();
    const { id } = await trx
      .insertInto('conversation_messages')
      .values({
        thread_id: threadId,
        author,
        text: message.text,
        photo_name: message.photo?.name ?? null,
        staff_id: by?.staff.id ?? null,
        staff_name: by?.staff.name ?? null,
        quick_reply_id: by?.quickReplyId ?? null,
        sent_at: sentAt,
        idempotency_key: message.idempotencyKey,
        request_fingerprint: message.fingerprint,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversation_threads')
      .set({
        last_message_id: id,
        last_message_at: sentAt,
        // A new guest message opens a thread the hotel marked done; a reply leaves it as it is.
        ...(author === 'guest' ? { state: 'open' as const } : {}),
      })
      .where('id', '=', threadId)
      .execute();
    return messageById(trx, id);
  }

  return {
    async threadOfGuest(guestId) {
      return (
        (await store
          .selectFrom('conversation_threads')
          .select('id')
          .where('guest_id', '=', guestId)
          .executeTakeFirst()) ?? null
      );
    },

    async messages(threadId) {
      const rows = await messageRows(store)
        .where('m.thread_id', '=', threadId)
        .orderBy('m.id', 'desc')
        .limit(CONVERSATION_MESSAGES_SHOWN)
        .execute();
      return rows.reverse().map(toMessage);
    },

    async unseen(threadId, author) {
      const row = await store
        .selectFrom('conversation_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('thread_id', '=', threadId)
        .where('author', '=', author)
        .where('seen_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    sendGuestMessage(message) {
      return inTransaction(store, async (trx) => {
        let thread = await trx
          .selectFrom('conversation_threads')
          .select('id')
          .where('guest_id', '=', message.guestId)
          .executeTakeFirst();
        if (thread) {
          const earlier = await answerForKey(trx, thread.id, 'guest', message);
          if (earlier) return earlier;
          const since = new Date(message.at.getTime() - 60_000).toISOString();
          const recent = await trx
            .selectFrom('conversation_messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('thread_id', '=', thread.id)
            .where('author', '=', 'guest')
            .where('sent_at', '>', since)
            .executeTakeFirstOrThrow();
          if (Number(recent.n) >= message.perMinute) return { outcome: 'too-many' };
        } else {
          thread = await trx
            .insertInto('conversation_threads')
            .values({
              hotel_id: message.hotelId,
              reservation_id: message.reservationId,
              guest_id: message.guestId,
              last_message_at: message.at.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        }
        const stored = await insert(trx, thread.id, 'guest', message, null);
        return { outcome: 'sent', message: stored, thread: await ownerOf(trx, thread.id) };
      });
    },

    sendHotelReply(reply) {
      return inTransaction(store, async (trx) => {
        const thread = await trx
          .selectFrom('conversation_threads')
          .select('id')
          .where('id', '=', reply.threadId)
          .where('hotel_id', '=', reply.hotelId)
          .executeTakeFirst();
        if (!thread) return { outcome: 'no-thread' };
        const earlier = await answerForKey(trx, thread.id, 'hotel', reply);
        if (earlier) return earlier;
        const stored = await insert(trx, thread.id, 'hotel', reply, {
          staff: reply.staff,
          quickReplyId: reply.quickReplyId,
        });
        const owner = await ownerOf(trx, thread.id);
        // Told with the reply, in its transaction: a guest whose portal is closed hears of it.
        await enqueueGuestPush(
          trx,
          { to: { guestId: owner.guestId }, kind: 'hotel-reply', path: '/messages' },
          reply.at,
        );
        return { outcome: 'sent', message: stored, thread: owner };
      });
    },

    async markSeen(threadId, author, upTo, at) {
      const result = await store
        .updateTable('conversation_messages')
        .set({ seen_at: at.toISOString() })
        .where('thread_id', '=', threadId)
        .where('author', '=', author)
        .where('id', '<=', upTo)
        .where('seen_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async inbox(hotelId, state) {
      let query = threadLines(store).where('t.hotel_id', '=', hotelId);
      if (state !== 'all') query = query.where('t.state', '=', state);
      const rows = await query
        .orderBy('t.last_message_at', 'desc')
        .orderBy('t.id', 'desc')
        .execute();
      return rows.map(toThread);
    },

    async thread(hotelId, threadId) {
      const row = await threadLines(store)
        .where('t.hotel_id', '=', hotelId)
        .where('t.id', '=', threadId)
        .executeTakeFirst();
      if (!row) return null;
      const owner = {
        threadId: row.id,
        reservationId: row.reservation_id,
        reservationNumber: row.reservation_number,
        guestId: row.guest_id,
      };
      return { thread: toThread(row), owner };
    },

    async setState(threadId, state) {
      const result = await store
        .updateTable('conversation_threads')
        .set({ state })
        .where('id', '=', threadId)
        .where('state', '!=', state)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async photo(name) {
      const row = await store
        .selectFrom('conversation_photos')
        .select('content')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.content ?? null;
    },

    async photoKey() {
      const existing = await store
        .selectFrom('conversation_photo_keys')
        .select('secret')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (existing) return existing.secret;
      await store
        .insertInto('conversation_photo_keys')
        .values({ id: 1, secret: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      // Another instance may have made it first: the one stored is everyone's.
      const kept = await store
        .selectFrom('conversation_photo_keys')
        .select('secret')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return kept.secret;
    },
  };
}
