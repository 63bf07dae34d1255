import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { Database } from '../db/database.ts';

/** An order of the arrived demo guest, placed this many minutes ago, moved by the kitchen since. */
interface DemoOrder {
  item: string;
  quantity: number;
  placedMinutesAgo: number;
  /** The states after Received, each this many minutes after the order was placed. */
  moves: readonly (readonly [OrderStatus, number])[];
  refusalReason?: string;
  notes?: string;
}

/** One order in each state the kitchen gives, so the portal and the console show them all. */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    item: 'Beef pho',
    quantity: 2,
    placedMinutesAgo: 20 * 60,
    moves: [
      ['Preparing', 4],
      ['On its way', 22],
      ['Delivered', 31],
    ],
  },
  {
    item: 'Caramelised fish in clay pot',
    quantity: 1,
    placedMinutesAgo: 150,
    moves: [['Refused', 6]],
    refusalReason: 'The fish market delivery did not come today. We are sorry.',
  },
  {
    item: 'Club sandwich',
    quantity: 1,
    placedMinutesAgo: 35,
    moves: [
      ['Preparing', 3],
      ['On its way', 28],
    ],
    notes: 'No mayonnaise, please',
  },
  { item: 'Margherita pizza', quantity: 1, placedMinutesAgo: 12, moves: [['Preparing', 2]] },
  { item: 'Fresh spring rolls', quantity: 2, placedMinutesAgo: 2, moves: [] },
];

/** The demo's own keys: told apart from the orders guests place (`isStaleUntouchedDemo`). */
export const DEMO_ORDER_KEY_PREFIX = 'demo-order-';

/** Seeds the orders of a hotel's arrived demo guest, with their stamps and bill lines. */
export function seedDemoOrders(
  db: Database,
  hotel: { id: number; timeZone: string; reservationNumber: string },
  now: Date,
): void {
  const reservation = db
    .prepare(
      `SELECT r.id, r.room_number, g.id AS guest_id, g.first_name || ' ' || g.last_name AS name
       FROM reservations r JOIN guests g ON g.reservation_id = r.id AND g.is_primary = 1
       WHERE r.hotel_id = ? AND r.reservation_number = ?`,
    )
    .get(hotel.id, hotel.reservationNumber);
  if (!reservation) return;
  const kitchen = kitchenStaffOf(db, hotel.id);
  const item = db.prepare(
    'SELECT id, name_en, name_vi, price, vat_percent FROM menu_items WHERE hotel_id = ? AND name_en = ?',
  );
  const insertOrder = db.prepare(`
    INSERT INTO orders (hotel_id, reservation_id, guest_id, placed_by_guest_id, placed_by_name, number, placed_at,
      room_number, notes, status, refusal_reason, total, idempotency_key, request_fingerprint)
    VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, 'demo')`);
  const setNumber = db.prepare('UPDATE orders SET number = ? WHERE id = ?');
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, item_id, name_en, name_vi, quantity, unit_price) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const stamp = db.prepare(
    'INSERT INTO order_status_changes (order_id, status, at, staff_id, by_name) VALUES (?, ?, ?, ?, ?)',
  );
  const insertBillLine = db.prepare(`
    INSERT INTO bill_lines (reservation_id, group_name, date, description_en, description_vi, quantity, unit_price, vat_percent, order_id)
    VALUES (?, 'room-service', ?, ?, ?, ?, ?, ?, ?)`);

  DEMO_ORDERS.forEach((demo, index) => {
    const dish = item.get(hotel.id, demo.item);
    if (!dish) throw new Error(`No demo dish ${demo.item}`);
    const placedAt = new Date(now.getTime() - demo.placedMinutesAgo * 60_000);
    const status = demo.moves.at(-1)?.[0] ?? 'Received';
    const name = String(reservation.name);
    const orderId = Number(
      insertOrder.run(
        hotel.id,
        Number(reservation.id),
        Number(reservation.guest_id),
        Number(reservation.guest_id),
        name,
        placedAt.toISOString(),
        String(reservation.room_number),
        demo.notes ?? '',
        status,
        demo.refusalReason ?? null,
        demo.quantity * Number(dish.price),
        `${DEMO_ORDER_KEY_PREFIX}${index + 1}`,
      ).lastInsertRowid,
    );
    const number = `RS${String(orderId).padStart(6, '0')}`;
    setNumber.run(number, orderId);
    insertLine.run(
      orderId,
      Number(dish.id),
      String(dish.name_en),
      String(dish.name_vi),
      demo.quantity,
      Number(dish.price),
    );
    stamp.run(orderId, 'Received', placedAt.toISOString(), null, name);
    for (const [moved, minutes] of demo.moves) {
      const at = new Date(placedAt.getTime() + minutes * 60_000).toISOString();
      stamp.run(orderId, moved, at, kitchen.id, kitchen.name);
    }
    if (status !== 'Refused') {
      insertBillLine.run(
        Number(reservation.id),
        hotelToday(hotel.timeZone, placedAt),
        `${String(dish.name_en)} (order ${number})`,
        `${String(dish.name_vi)} (đơn ${number})`,
        demo.quantity,
        Number(dish.price),
        Number(dish.vat_percent),
        orderId,
      );
    }
  });
}

/** The hotel's demo kitchen account (seeded before the orders), else a name alone. */
function kitchenStaffOf(db: Database, hotelId: number): { id: number | null; name: string } {
  const row = db
    .prepare(
      "SELECT id, name FROM staff_accounts WHERE hotel_id = ? AND role = 'kitchen' ORDER BY id LIMIT 1",
    )
    .get(hotelId);
  return row ? { id: Number(row.id), name: String(row.name) } : { id: null, name: 'Kitchen' };
}
