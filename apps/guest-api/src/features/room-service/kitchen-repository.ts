import type { KitchenOrder } from '@portal/api-client/contract/staff/kitchen';
import { hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import {
  canMoveOrder,
  ORDER_STATUSES,
  isOrderOpen,
  type OrderStatus,
} from '@portal/api-client/rules/order-flow';
import { sql, type Selectable } from 'kysely';
import { inTransaction, type Store } from '../../db/store.ts';
import type { OrdersTable } from '../../db/tables.ts';
import { enqueueGuestPush } from '../../platform/push/guest-push.ts';
import { linesOfOrder } from './order-lines.ts';

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

type BoardRow = Selectable<OrdersTable> & { guest_name: string };

export function createKitchenRepository(store: Store): KitchenRepository {
  function orderRows(queries: Store, hotelId: number) {
    return queries
      .selectFrom('orders as o')
      .innerJoin('guests as g', 'g.id', 'o.guest_id')
      .selectAll('o')
      .select(sql<string>`g.first_name || ' ' || g.last_name`.as('guest_name'))
      .where('o.hotel_id', '=', hotelId);
  }

  /** The orders with their lines and history, in the order given. */
  async function toKitchenOrders(
    queries: Store,
    rows: BoardRow[],
    timeZone: string,
  ): Promise<KitchenOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lines = await queries
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute();
    const history = await queries
      .selectFrom('order_status_changes')
      .select(['order_id', 'status', 'at', 'staff_id', 'by_name'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const { delivery_date: deliveryDate, delivery_time: deliveryTime } = row;
      return {
        id: row.id,
        number: row.number,
        placedAt: row.placed_at,
        roomNumber: row.room_number,
        guestName: row.guest_name,
        deliveryDate,
        deliveryTime,
        dueAt:
          deliveryDate && deliveryTime ? hotelInstant(deliveryDate, deliveryTime, timeZone) : null,
        notes: row.notes,
        status: row.status as OrderStatus,
        refusalReason: row.refusal_reason,
        lines: linesOfOrder(lines, row.id),
        total: row.total,
        history: history
          .filter((change) => change.order_id === row.id)
          .map((change) => ({
            status: change.status as OrderStatus,
            at: change.at,
            staffId: change.staff_id,
            byName: change.by_name,
          })),
      };
    });
  }

  return {
    async board(hotelId, today, timeZone) {
      const startOfDay = hotelInstant(today, '00:00', timeZone);
      const rows = await orderRows(store, hotelId)
        .where((eb) =>
          eb.or([
            eb('o.status', 'in', OPEN_STATUSES),
            eb('o.placed_at', '>=', startOfDay),
            eb('o.delivery_date', '=', today),
          ]),
        )
        .execute();
      const orders = await toKitchenOrders(store, rows, timeZone);
      return orders.sort(
        (a, b) => (a.dueAt ?? a.placedAt).localeCompare(b.dueAt ?? b.placedAt) || a.id - b.id,
      );
    },
    async move(change, timeZone) {
      return inTransaction(store, async (trx): Promise<OrderMoveResult> => {
        const row = await orderRows(trx, change.hotelId)
          .where('o.id', '=', change.orderId)
          .executeTakeFirst();
        if (!row) return { outcome: 'not-found' };
        const from = row.status as OrderStatus;
        if (!canMoveOrder(from, change.to)) return { outcome: 'refused', from };
        await trx
          .updateTable('orders')
          .set({
            status: change.to,
            refusal_reason: change.to === 'Refused' ? change.reason : null,
          })
          .where('id', '=', change.orderId)
          .execute();
        await trx
          .insertInto('order_status_changes')
          .values({
            order_id: change.orderId,
            status: change.to,
            at: change.at.toISOString(),
            staff_id: change.staffId,
            by_name: change.staffName,
          })
          .execute();
        if (change.to === 'Refused')
          await trx.deleteFrom('bill_lines').where('order_id', '=', change.orderId).execute();
        await enqueueGuestPush(
          trx,
          {
            to: { guestId: row.placed_by_guest_id },
            kind: 'order-updated',
            path: `/order-success/${change.orderId}`,
            order: {
              number: row.number,
              state: change.to,
              reason: change.to === 'Refused' ? change.reason : null,
            },
          },
          change.at,
        );
        const moved = await orderRows(trx, change.hotelId)
          .where('o.id', '=', change.orderId)
          .executeTakeFirst();
        const [order] = moved ? await toKitchenOrders(trx, [moved], timeZone) : [];
        if (!moved || !order) throw new Error('The order just moved is missing');
        return { outcome: 'moved', order, reservationId: moved.reservation_id };
      });
    },
  };
}
