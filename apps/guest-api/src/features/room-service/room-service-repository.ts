import type {
  CartLineInput,
  MenuCategory,
  MenuItem,
  OrderStatus,
  PricedLine,
} from '@portal/api-client/contract/room-service';
import { transaction, type Database } from '../../db/database.ts';
import { localized, num, str, strOrNull, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

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
  | { outcome: 'unavailable'; itemIds: number[] };

export interface RoomServiceRepository {
  /** The hotel's menu as every guest sees it, no item a favourite (see menu-cache.ts). */
  hotelMenu(hotelId: number): Promise<MenuCategory[]>;
  /** The menu items the guest keeps as favourites. */
  favouriteItemIds(guestId: number): Promise<Set<number>>;
  item(hotelId: number, guestId: number, itemId: number): Promise<MenuItem | null>;
  /** Prices cart lines from the menu; answers the ids that are unknown or not available. */
  price(
    hotelId: number,
    lines: CartLineInput[],
  ): Promise<{ lines: PricedLine[]; unavailable: number[] }>;
  /** Places the order, its bill lines and its idempotency key in one transaction. */
  place(order: NewOrder): Promise<PlaceOrderResult>;
  orders(reservationId: number): Promise<StoredOrder[]>;
  order(reservationId: number, orderId: number): Promise<StoredOrder | null>;
}

export function createSqliteRoomServiceRepository(db: Database): RoomServiceRepository {
  const categories = db.prepare(
    'SELECT id, name_en, name_vi FROM menu_categories WHERE hotel_id = ? ORDER BY position, id',
  );
  const itemColumns = `i.*, EXISTS (SELECT 1 FROM favorites f WHERE f.guest_id = ? AND f.kind = 'menu-item' AND f.item_id = i.id) AS is_favorite`;
  const items = db.prepare(
    'SELECT i.*, 0 AS is_favorite FROM menu_items i WHERE i.hotel_id = ? ORDER BY i.position, i.id',
  );
  const favourites = db.prepare(
    "SELECT item_id FROM favorites WHERE guest_id = ? AND kind = 'menu-item'",
  );
  const item = db.prepare(
    `SELECT ${itemColumns} FROM menu_items i WHERE i.hotel_id = ? AND i.id = ?`,
  );
  const priced = db.prepare(
    'SELECT id, name_en, name_vi, price, vat_percent FROM menu_items WHERE hotel_id = ? AND id = ? AND available = 1',
  );
  const byKey = db.prepare(
    'SELECT id, request_fingerprint FROM orders WHERE guest_id = ? AND placed_by_guest_id = guest_id AND idempotency_key = ?',
  );
  const insertOrder = db.prepare(`
    INSERT INTO orders (hotel_id, reservation_id, guest_id, placed_by_guest_id, placed_by_name, number, placed_at,
      room_number, delivery_date, delivery_time, notes, status, total, idempotency_key, request_fingerprint)
    VALUES (?, ?, ?, ?, (SELECT first_name || ' ' || last_name FROM guests WHERE id = ?), '', ?, ?, ?, ?, ?, 'Received', ?, ?, ?)`);
  const setNumber = db.prepare('UPDATE orders SET number = ? WHERE id = ?');
  const stampReceived = db.prepare(
    "INSERT INTO order_status_changes (order_id, status, at, staff_id, by_name) SELECT id, 'Received', placed_at, NULL, placed_by_name FROM orders WHERE id = ?",
  );
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, item_id, name_en, name_vi, quantity, unit_price) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertBillLine = db.prepare(`
    INSERT INTO bill_lines (reservation_id, group_name, date, description_en, description_vi, quantity, unit_price, vat_percent, order_id)
    VALUES (?, 'room-service', ?, ?, ?, ?, ?, ?, ?)`);
  const ordersOf = db.prepare(
    'SELECT * FROM orders WHERE reservation_id = ? ORDER BY placed_at DESC, id DESC',
  );
  const orderOf = db.prepare('SELECT * FROM orders WHERE reservation_id = ? AND id = ?');
  const orderById = db.prepare('SELECT * FROM orders WHERE id = ?');
  const linesOf = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id');

  function toItem(row: Row): MenuItem {
    return {
      id: num(row.id),
      categoryId: num(row.category_id),
      name: localized(row, 'name'),
      description: localized(row, 'description'),
      price: num(row.price),
      image: imageRef(str(row.image)),
      available: row.available === 1,
      isFavorite: row.is_favorite === 1,
    };
  }

  function toOrder(row: Row): StoredOrder {
    const lines = linesOf.all(num(row.id)).map((line) => ({
      itemId: num(line.item_id),
      name: localized(line, 'name'),
      quantity: num(line.quantity),
      unitPrice: num(line.unit_price),
      amount: num(line.quantity) * num(line.unit_price),
    }));
    return {
      id: num(row.id),
      number: str(row.number),
      placedAt: str(row.placed_at),
      roomNumber: str(row.room_number),
      deliveryDate: strOrNull(row.delivery_date),
      deliveryTime: strOrNull(row.delivery_time),
      notes: str(row.notes),
      status: str(row.status) as OrderStatus,
      refusalReason: strOrNull(row.refusal_reason),
      lines,
      total: num(row.total),
    };
  }

  function priceLines(hotelId: number, lines: CartLineInput[]) {
    const unavailable: number[] = [];
    const result: (PricedLine & { vatPercent: number })[] = [];
    for (const line of lines) {
      const row = priced.get(hotelId, line.itemId);
      if (!row) {
        unavailable.push(line.itemId);
        continue;
      }
      result.push({
        itemId: line.itemId,
        name: localized(row, 'name'),
        quantity: line.quantity,
        unitPrice: num(row.price),
        amount: line.quantity * num(row.price),
        vatPercent: num(row.vat_percent),
      });
    }
    return { lines: result, unavailable };
  }

  return {
    async hotelMenu(hotelId) {
      const all = items.all(hotelId).map(toItem);
      return categories.all(hotelId).map((row) => ({
        id: num(row.id),
        name: localized(row, 'name'),
        items: all.filter((menuItem) => menuItem.categoryId === num(row.id)),
      }));
    },
    async favouriteItemIds(guestId) {
      return new Set(favourites.all(guestId).map((row) => num(row.item_id)));
    },
    async item(hotelId, guestId, itemId) {
      const row = item.get(guestId, hotelId, itemId);
      return row ? toItem(row) : null;
    },
    async price(hotelId, lines) {
      const result = priceLines(hotelId, lines);
      return {
        lines: result.lines.map(({ vatPercent: _vat, ...line }) => line),
        unavailable: result.unavailable,
      };
    },
    async place(order) {
      return transaction(db, (): PlaceOrderResult => {
        const existing = byKey.get(order.guestId, order.idempotencyKey);
        if (existing) {
          if (str(existing.request_fingerprint) !== order.fingerprint)
            return { outcome: 'key-reused' };
          const row = orderById.get(num(existing.id));
          if (row) return { outcome: 'replayed', order: toOrder(row) };
        }
        const { lines, unavailable } = priceLines(order.hotelId, order.lines);
        if (unavailable.length > 0) return { outcome: 'unavailable', itemIds: unavailable };
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        const orderId = num(
          insertOrder.run(
            order.hotelId,
            order.reservationId,
            order.guestId,
            order.guestId,
            order.guestId,
            order.at.toISOString(),
            order.roomNumber,
            order.deliveryDate,
            order.deliveryTime,
            order.notes,
            total,
            order.idempotencyKey,
            order.fingerprint,
          ).lastInsertRowid,
        );
        const number = `RS${String(orderId).padStart(6, '0')}`;
        setNumber.run(number, orderId);
        stampReceived.run(orderId);
        for (const line of lines) {
          insertLine.run(
            orderId,
            line.itemId,
            line.name.en,
            line.name.vi,
            line.quantity,
            line.unitPrice,
          );
          insertBillLine.run(
            order.reservationId,
            order.billDate,
            `${line.name.en} (order ${number})`,
            `${line.name.vi} (đơn ${number})`,
            line.quantity,
            line.unitPrice,
            line.vatPercent,
            orderId,
          );
        }
        const row = orderById.get(orderId);
        if (!row) throw new Error('The order just placed is missing');
        return { outcome: 'placed', order: toOrder(row) };
      });
    },
    async orders(reservationId) {
      return ordersOf.all(reservationId).map(toOrder);
    },
    async order(reservationId, orderId) {
      const row = orderOf.get(reservationId, orderId);
      return row ? toOrder(row) : null;
    },
  };
}
