import type { KitchenOrder } from '@portal/api-client/contract/staff/kitchen';
import { hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import {
  canMoveOrder,
  ORDER_STATUSES,
  isOrderOpen,
  type OrderStatus,
} from '@portal/api-client/rules/order-flow';
import { transaction, type Database } from '../../db/database.ts';
import { localized, num, numOrNull, str, strOrNull, type Row } from '../../db/row.ts';

export interface OrderMoveRequest {
  hotelId: number;
  orderId: number;
  to: OrderStatus;
  reason: string | null;
  staffId: number;
  staffName: string;
  at: Date;
}

export type OrderMoveResult =
  | { outcome: 'moved'; order: KitchenOrder; reservationId: number }
  | { outcome: 'refused'; from: OrderStatus }
  | { outcome: 'not-found' };

export interface KitchenRepository {
  /** The hotel's orders placed or due on its day `today`, and every open one, soonest due first. */
  board(hotelId: number, today: string, timeZone: string): Promise<KitchenOrder[]>;
  /** Moves an order along the order flow, stamps the change, and drops a refused order's bill lines. */
  move(change: OrderMoveRequest, timeZone: string): Promise<OrderMoveResult>;
}

const OPEN_STATUSES = ORDER_STATUSES.filter(isOrderOpen);

export function createSqliteKitchenRepository(db: Database): KitchenRepository {
  const columns = `o.*, g.first_name || ' ' || g.last_name AS guest_name`;
  const boardRows = db.prepare(`
    SELECT ${columns} FROM orders o JOIN guests g ON g.id = o.guest_id
    WHERE o.hotel_id = ? AND (o.status IN (${OPEN_STATUSES.map(() => '?').join(', ')}) OR o.placed_at >= ? OR o.delivery_date = ?)`);
  const orderRow = db.prepare(
    `SELECT ${columns} FROM orders o JOIN guests g ON g.id = o.guest_id WHERE o.hotel_id = ? AND o.id = ?`,
  );
  const linesOf = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id');
  const historyOf = db.prepare(
    'SELECT status, at, staff_id, by_name FROM order_status_changes WHERE order_id = ? ORDER BY id',
  );
  const setStatus = db.prepare('UPDATE orders SET status = ?, refusal_reason = ? WHERE id = ?');
  const stamp = db.prepare(
    'INSERT INTO order_status_changes (order_id, status, at, staff_id, by_name) VALUES (?, ?, ?, ?, ?)',
  );
  const dropBillLines = db.prepare('DELETE FROM bill_lines WHERE order_id = ?');

  function toKitchenOrder(row: Row, timeZone: string): KitchenOrder {
    const deliveryDate = strOrNull(row.delivery_date);
    const deliveryTime = strOrNull(row.delivery_time);
    return {
      id: num(row.id),
      number: str(row.number),
      placedAt: str(row.placed_at),
      roomNumber: str(row.room_number),
      guestName: str(row.guest_name),
      deliveryDate,
      deliveryTime,
      dueAt:
        deliveryDate && deliveryTime ? hotelInstant(deliveryDate, deliveryTime, timeZone) : null,
      notes: str(row.notes),
      status: str(row.status) as OrderStatus,
      refusalReason: strOrNull(row.refusal_reason),
      lines: linesOf.all(num(row.id)).map((line) => ({
        itemId: num(line.item_id),
        name: localized(line, 'name'),
        quantity: num(line.quantity),
        unitPrice: num(line.unit_price),
        amount: num(line.quantity) * num(line.unit_price),
      })),
      total: num(row.total),
      history: historyOf.all(num(row.id)).map((change) => ({
        status: str(change.status) as OrderStatus,
        at: str(change.at),
        staffId: numOrNull(change.staff_id),
        byName: str(change.by_name),
      })),
    };
  }

  return {
    async board(hotelId, today, timeZone) {
      const startOfDay = hotelInstant(today, '00:00', timeZone);
      return boardRows
        .all(hotelId, ...OPEN_STATUSES, startOfDay, today)
        .map((row) => toKitchenOrder(row, timeZone))
        .sort(
          (a, b) => (a.dueAt ?? a.placedAt).localeCompare(b.dueAt ?? b.placedAt) || a.id - b.id,
        );
    },
    async move(change, timeZone) {
      return transaction(db, (): OrderMoveResult => {
        const row = orderRow.get(change.hotelId, change.orderId);
        if (!row) return { outcome: 'not-found' };
        const from = str(row.status) as OrderStatus;
        if (!canMoveOrder(from, change.to)) return { outcome: 'refused', from };
        setStatus.run(change.to, change.to === 'Refused' ? change.reason : null, change.orderId);
        stamp.run(
          change.orderId,
          change.to,
          change.at.toISOString(),
          change.staffId,
          change.staffName,
        );
        if (change.to === 'Refused') dropBillLines.run(change.orderId);
        const moved = orderRow.get(change.hotelId, change.orderId);
        if (!moved) throw new Error('The order just moved is missing');
        return {
          outcome: 'moved',
          order: toKitchenOrder(moved, timeZone),
          reservationId: num(moved.reservation_id),
        };
      });
    },
  };
}
