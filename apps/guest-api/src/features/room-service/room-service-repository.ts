import type { LocalizedText } from '@portal/api-client/contract/common';
import type {
  CartLineInput,
  MenuCategory,
  MenuItem,
  OrderStatus,
  PricedLine,
} from '@portal/api-client/contract/room-service';
import { orderNumber } from '@portal/api-client/rules/order-number';
import { sql, type Selectable } from 'kysely';
import { isConstraintFailure } from '../../db/constraint-failure.ts';
import { localized } from '../../db/row.ts';
import { preparedRead } from '../../db/prepared.ts';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import type { MenuItemsTable, OrdersTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { linesOfOrder } from './order-lines.ts';

export interface StoredOrder {
  id: number;
  number: string;
  placedAt: string;
  roomNumber: string;
  deliveryDate: string | null;
  deliveryTime: string | null;
  notes: string;
  status: OrderStatus;
  refusalReason: string | null;
  lines: PricedLine[];
  total: number;
}

export interface NewOrder {
  hotelId: number;
  reservationId: number;
  guestId: number;
  roomNumber: string;
  idempotencyKey: string;
  /** A digest of the request: the same key with another request is refused. */
  fingerprint: string;
  lines: CartLineInput[];
  deliveryDate: string | null;
  deliveryTime: string | null;
  notes: string;
  at: Date;
  /** The hotel's today, the date of the bill lines. */
  billDate: string;
}

export type PlaceOrderResult =
  | { outcome: 'placed' | 'replayed'; order: StoredOrder }
  | { outcome: 'key-reused' }
  | { outcome: 'unavailable'; dishes: UnavailableDish[] };

/** A line of the request whose dish cannot be ordered: switched off (its name) or not on the menu. */
export interface UnavailableDish {
  /** The line's position in the request. */
  position: number;
  itemId: number;
  name: LocalizedText | null;
}

export interface RoomServiceRepository {
  /** The hotel's menu as every guest sees it, no item a favourite (see menu-cache.ts). */
  hotelMenu(hotelId: number): Promise<MenuCategory[]>;
  /** The menu items the guest keeps as favourites. */
  favouriteItemIds(guestId: number): Promise<Set<number>>;
  item(hotelId: number, guestId: number, itemId: number): Promise<MenuItem | null>;
  /** Prices cart lines from the menu; answers the lines whose dish is unknown or not available. */
  price(
    hotelId: number,
    lines: CartLineInput[],
  ): Promise<{ lines: PricedLine[]; unavailable: UnavailableDish[] }>;
  /** Places the order, its bill lines and its idempotency key in one transaction. */
  place(order: NewOrder): Promise<PlaceOrderResult>;
  orders(reservationId: number): Promise<StoredOrder[]>;
  order(reservationId: number, orderId: number): Promise<StoredOrder | null>;
}

type MenuItemRow = Selectable<MenuItemsTable>;
type OrderRow = Selectable<OrdersTable>;

const favouriteDishes = preparedRead((store: Store, guestId: number) =>
  store
    .selectFrom('favorites')
    .select('item_id')
    .where('guest_id', '=', guestId)
    .where('kind', '=', 'menu-item'),
);

export function createRoomServiceRepository(store: Store): RoomServiceRepository {
  function toItem(row: MenuItemRow, isFavorite: boolean): MenuItem {
    return {
      id: row.id,
      categoryId: row.category_id,
      name: localized(row, 'name'),
      description: localized(row, 'description'),
      price: row.price,
      image: imageRef(row.image),
      available: Number(row.available) === 1,
      isFavorite,
    };
  }

  /** The orders with their lines, in the order given. */
  async function withLines(queries: Store, rows: OrderRow[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const lines = await queries
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      placedAt: row.placed_at,
      roomNumber: row.room_number,
      deliveryDate: row.delivery_date,
      deliveryTime: row.delivery_time,
      notes: row.notes,
      status: row.status as OrderStatus,
      refusalReason: row.refusal_reason,
      lines: linesOfOrder(lines, row.id),
      total: row.total,
    }));
  }

  async function orderById(queries: Store, orderId: number): Promise<StoredOrder | null> {
    const row = await queries
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    return row ? ((await withLines(queries, [row]))[0] ?? null) : null;
  }

  /** What an order already placed with this key answers, if there is one. */
  async function answerForKey(queries: Store, order: NewOrder): Promise<PlaceOrderResult | null> {
    const existing = await queries
      .selectFrom('orders')
      .select(['id', 'request_fingerprint'])
      .where('guest_id', '=', order.guestId)
      .whereRef('placed_by_guest_id', '=', 'guest_id')
      .where('idempotency_key', '=', order.idempotencyKey)
      .executeTakeFirst();
    if (!existing) return null;
    if (existing.request_fingerprint !== order.fingerprint) return { outcome: 'key-reused' };
    const stored = await orderById(queries, existing.id);
    return stored ? { outcome: 'replayed', order: stored } : null;
  }

  async function priceLines(queries: Store, hotelId: number, lines: CartLineInput[]) {
    const unavailable: UnavailableDish[] = [];
    const result: (PricedLine & { vatPercent: number })[] = [];
    for (const [position, line] of lines.entries()) {
      const row = await queries
        .selectFrom('menu_items')
        .select(['id', 'name_en', 'name_vi', 'price', 'vat_percent', 'available'])
        .where('hotel_id', '=', hotelId)
        .where('id', '=', line.itemId)
        .executeTakeFirst();
      if (!row || Number(row.available) !== 1) {
        unavailable.push({
          position,
          itemId: line.itemId,
          name: row ? localized(row, 'name') : null,
        });
        continue;
      }
      result.push({
        itemId: line.itemId,
        name: localized(row, 'name'),
        quantity: line.quantity,
        unitPrice: row.price,
        amount: line.quantity * row.price,
        vatPercent: row.vat_percent,
      });
    }
    return { lines: result, unavailable };
  }

  async function placeIn(trx: StoreTransaction, order: NewOrder): Promise<PlaceOrderResult> {
    const earlier = await answerForKey(trx, order);
    if (earlier) return earlier;
    const { lines, unavailable } = await priceLines(trx, order.hotelId, order.lines);
    if (unavailable.length > 0) return { outcome: 'unavailable', dishes: unavailable };
    const placedAt = order.at.toISOString();
    const inserted = await trx
      .insertInto('orders')
      .values((eb) => ({
        hotel_id: order.hotelId,
        reservation_id: order.reservationId,
        guest_id: order.guestId,
        placed_by_guest_id: order.guestId,
        placed_by_name: eb
          .selectFrom('guests')
          .select(sql<string>`first_name || ' ' || last_name`.as('name'))
          .where('id', '=', order.guestId),
        number: '',
        placed_at: placedAt,
        room_number: order.roomNumber,
        delivery_date: order.deliveryDate,
        delivery_time: order.deliveryTime,
        notes: order.notes,
        status: 'Received',
        total: lines.reduce((sum, line) => sum + line.amount, 0),
        idempotency_key: order.idempotencyKey,
        request_fingerprint: order.fingerprint,
      }))
      .returning(['id', 'placed_by_name'])
      .executeTakeFirstOrThrow();
    const orderId = inserted.id;
    const number = orderNumber(orderId);
    await trx.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
    await trx
      .insertInto('order_status_changes')
      .values({
        order_id: orderId,
        status: 'Received',
        at: placedAt,
        staff_id: null,
        by_name: inserted.placed_by_name,
      })
      .execute();
    for (const line of lines) {
      await trx
        .insertInto('order_lines')
        .values({
          order_id: orderId,
          item_id: line.itemId,
          name_en: line.name.en,
          name_vi: line.name.vi,
          quantity: line.quantity,
          unit_price: line.unitPrice,
        })
        .execute();
      await trx
        .insertInto('bill_lines')
        .values({
          reservation_id: order.reservationId,
          group_name: 'room-service',
          date: order.billDate,
          description_en: `${line.name.en} (order ${number})`,
          description_vi: `${line.name.vi} (đơn ${number})`,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          vat_percent: line.vatPercent,
          order_id: orderId,
        })
        .execute();
    }
    const placed = await orderById(trx, orderId);
    if (!placed) throw new Error('The order just placed is missing');
    return { outcome: 'placed', order: placed };
  }

  return {
    async hotelMenu(hotelId) {
      const items = await store
        .selectFrom('menu_items')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const categories = await store
        .selectFrom('menu_categories')
        .select(['id', 'name_en', 'name_vi'])
        .where('hotel_id', '=', hotelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const all = items.map((row) => toItem(row, false));
      return categories.map((row) => ({
        id: row.id,
        name: localized(row, 'name'),
        items: all.filter((menuItem) => menuItem.categoryId === row.id),
      }));
    },
    async favouriteItemIds(guestId) {
      return new Set((await favouriteDishes(store, guestId)).map((row) => row.item_id));
    },
    async item(hotelId, guestId, itemId) {
      const row = await store
        .selectFrom('menu_items as i')
        .selectAll('i')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('favorites as f')
                .select('f.item_id')
                .where('f.guest_id', '=', guestId)
                .where('f.kind', '=', 'menu-item')
                .whereRef('f.item_id', '=', 'i.id'),
            )
            .as('is_favorite'),
        )
        .where('i.hotel_id', '=', hotelId)
        .where('i.id', '=', itemId)
        .executeTakeFirst();
      // EXISTS is 0/1 on SQLite and a boolean on PostgreSQL.
      return row ? toItem(row, Number(row.is_favorite) === 1) : null;
    },
    async price(hotelId, lines) {
      const result = await priceLines(store, hotelId, lines);
      return {
        lines: result.lines.map(({ vatPercent: _vat, ...line }) => line),
        unavailable: result.unavailable,
      };
    },
    async place(order) {
      try {
        return await inTransaction(store, (trx) => placeIn(trx, order));
      } catch (error) {
        // The same key placed by a request that raced this one and committed first.
        if (!isConstraintFailure(error)) throw error;
        const answer = await answerForKey(store, order);
        if (!answer) throw error;
        return answer;
      }
    },
    async orders(reservationId) {
      const rows = await store
        .selectFrom('orders')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return withLines(store, rows);
    },
    async order(reservationId, orderId) {
      const row = await store
        .selectFrom('orders')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row ? ((await withLines(store, [row]))[0] ?? null) : null;
    },
  };
}
