import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { orderNumber } from '@portal/api-client/rules/order-number';
import type { Store } from '../db/store.ts';

/** An order of the arrived demo guest, placed this many minutes ago, moved by the kitchen since. */
export interface DemoOrder {
  item: string;
  quantity: number;
  placedMinutesAgo: number;
  /** The states after Received, each this many minutes after the order was placed. */
  moves: readonly (readonly [OrderStatus, number])[];
  refusalReason?: string;
  notes?: string;
}

/** One order in each state the kitchen gives, so the portal and the console show them all. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
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
export async function seedDemoOrders(
  store: Store,
  hotel: { id: number; timeZone: string; reservationNumber: string },
  now: Date,
): Promise<void> {
  const reservation = await store
    .selectFrom('reservations as r')
    .innerJoin('guests as g', (join) =>
      join.onRef('g.reservation_id', '=', 'r.id').on('g.is_primary', '=', 1),
    )
    .select(['r.id', 'r.room_number', 'g.id as guest_id', 'g.first_name', 'g.last_name'])
    .where('r.hotel_id', '=', hotel.id)
    .where('r.reservation_number', '=', hotel.reservationNumber)
    .executeTakeFirst();
  if (!reservation) return;
  const name = `${reservation.first_name} ${reservation.last_name}`;
  const kitchen = await kitchenStaffOf(store, hotel.id);
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const dish = await store
      .selectFrom('menu_items')
      .select(['id', 'name_en', 'name_vi', 'price', 'vat_percent'])
      .where('hotel_id', '=', hotel.id)
      .where('name_en', '=', demo.item)
      .executeTakeFirst();
    if (!dish) throw new Error(`No demo dish ${demo.item}`);
    const placedAt = new Date(now.getTime() - demo.placedMinutesAgo * 60_000);
    const status = demo.moves.at(-1)?.[0] ?? 'Received';
    const { id: orderId } = await store
      .insertInto('orders')
      .values({
        hotel_id: hotel.id,
        reservation_id: reservation.id,
        guest_id: reservation.guest_id,
        placed_by_guest_id: reservation.guest_id,
        placed_by_name: name,
        number: '',
        placed_at: placedAt.toISOString(),
        room_number: reservation.room_number ?? '',
        notes: demo.notes ?? '',
        status,
        refusal_reason: demo.refusalReason ?? null,
        total: demo.quantity * dish.price,
        idempotency_key: `${DEMO_ORDER_KEY_PREFIX}${index + 1}`,
        request_fingerprint: 'demo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = orderNumber(orderId);
    await store.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
    await store
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        item_id: dish.id,
        name_en: dish.name_en,
        name_vi: dish.name_vi,
        quantity: demo.quantity,
        unit_price: dish.price,
      })
      .execute();
    await store
      .insertInto('order_status_changes')
      .values([
        {
          order_id: orderId,
          status: 'Received',
          at: placedAt.toISOString(),
          staff_id: null,
          by_name: name,
        },
        ...demo.moves.map(([moved, minutes]) => ({
          order_id: orderId,
          status: moved,
          at: new Date(placedAt.getTime() + minutes * 60_000).toISOString(),
          staff_id: kitchen.id,
          by_name: kitchen.name,
        })),
      ])
      .execute();
    if (status !== 'Refused') {
      await store
        .insertInto('bill_lines')
        .values({
          reservation_id: reservation.id,
          group_name: 'room-service',
          date: hotelToday(hotel.timeZone, placedAt),
          description_en: `${dish.name_en} (order ${number})`,
          description_vi: `${dish.name_vi} (đơn ${number})`,
          quantity: demo.quantity,
          unit_price: dish.price,
          vat_percent: dish.vat_percent,
          order_id: orderId,
        })
        .execute();
    }
  }
}

/** The hotel's demo kitchen account (seeded before the orders), else a name alone. */
async function kitchenStaffOf(
  store: Store,
  hotelId: number,
): Promise<{ id: number | null; name: string }> {
  const row = await store
    .selectFrom('staff_accounts')
    .select(['id', 'name'])
    .where('hotel_id', '=', hotelId)
    .where('role', '=', 'kitchen')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? { id: null, name: 'Kitchen' };
}
