import type { QuickReply, QuickReplyInput } from '@portal/api-client/staff-contract/inbox';
import { QUICK_REPLIES_MAX } from '@portal/api-client/rules/conversation';
import { localized } from '../../db/row.ts';
import { inTransaction, type Store } from '../../db/store.ts';

type QuickReplyFields = { title: QuickReplyInput['title']; text: QuickReplyInput['text'] };

export interface QuickRepliesRepository {
  /** In the order they were written. */
  list(hotelId: number): Promise<QuickReply[]>;
  find(hotelId: number, id: number): Promise<QuickReply | null>;
  /** Null when the hotel keeps QUICK_REPLIES_MAX already. */
  add(hotelId: number, fields: QuickReplyFields, at: Date): Promise<QuickReply | null>;
  update(hotelId: number, id: number, fields: QuickReplyFields): Promise<QuickReply | null>;
  /** The removed reply, or null when the hotel has none of that id. */
  remove(hotelId: number, id: number): Promise<QuickReply | null>;
}

function columns(fields: QuickReplyFields) {
  return {
    title_en: fields.title.en,
    title_vi: fields.title.vi,
    text_en: fields.text.en,
    text_vi: fields.text.vi,
  };
}

export function createQuickRepliesRepository(store: Store): QuickRepliesRepository {
  async function one(queries: Store, hotelId: number, id: number): Promise<QuickReply | null> {
    const row = await queries
      .selectFrom('quick_replies')
      .select(['id', 'title_en', 'title_vi', 'text_en', 'text_vi'])
      .where('hotel_id', '=', hotelId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { id: row.id, title: localized(row, 'title'), text: localized(row, 'text') }
      : null;
  }

  return {
    async list(hotelId) {
      const rows = await store
        .selectFrom('quick_replies')
        .select(['id', 'title_en', 'title_vi', 'text_en', 'text_vi'])
        .where('hotel_id', '=', hotelId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: localized(row, 'title'),
        text: localized(row, 'text'),
      }));
    },
    find: (hotelId, id) => one(store, hotelId, id),
    add(hotelId, fields, at) {
      return inTransaction(store, async (trx) => {
        const { n } = await trx
          .selectFrom('quick_replies')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('hotel_id', '=', hotelId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= QUICK_REPLIES_MAX) return null;
        const { id } = await trx
          .insertInto('quick_replies')
          .values({ hotel_id: hotelId, ...columns(fields), created_at: at.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return one(trx, hotelId, id);
      });
    },
    async update(hotelId, id, fields) {
      await store
        .updateTable('quick_replies')
        .set(columns(fields))
        .where('hotel_id', '=', hotelId)
        .where('id', '=', id)
        .execute();
      return one(store, hotelId, id);
    },
    async remove(hotelId, id) {
      const reply = await one(store, hotelId, id);
      if (!reply) return null;
      await store
        .deleteFrom('quick_replies')
        .where('hotel_id', '=', hotelId)
        .where('id', '=', id)
        .execute();
      return reply;
    },
  };
}
