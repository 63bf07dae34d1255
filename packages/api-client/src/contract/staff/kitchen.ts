import '../zod-setup.ts';
import { z } from 'zod/mini';
import { REFUSAL_REASON_MAX_LENGTH } from '../../rules/order-flow.ts';
import { IdParams, IsoDate, IsoDateTime, TimeOfDay, Vnd } from '../common.ts';
import { OrderStatus, PricedLine } from '../room-service.ts';
import { defineRoute } from '../route.ts';

/** One change of an order's state: who made it (a guest placing it, or staff) and when. */
export const OrderStatusChange = z.object({
  status: OrderStatus,
  at: IsoDateTime,
  /** The staff account that moved it; null when the guest placed it. */
  staffId: z.nullable(z.int()),
  byName: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** An order as the kitchen board shows it. */
export const KitchenOrder = z.object({
  id: z.int(),
  number: z.string(),
  placedAt: IsoDateTime,
  roomNumber: z.string(),
  guestName: z.string(),
  deliveryDate: z.nullable(IsoDate),
  deliveryTime: z.nullable(TimeOfDay),
  /** When to deliver; null: as soon as possible. */
  dueAt: z.nullable(IsoDateTime),
  notes: z.string(),
  status: OrderStatus,
  refusalReason: z.nullable(z.string()),
  lines: z.array(PricedLine),
  total: Vnd,
  /** Oldest first; the last is the current state. */
  history: z.array(OrderStatusChange),
});
export type KitchenOrder = z.infer<typeof KitchenOrder>;

export const KitchenOrderList = z.object({ orders: z.array(KitchenOrder) });

export const OrderMove = z
  .strictObject({
    status: OrderStatus,
    /** Told to the guest; needed for Refused, and only then. */
    reason: z.optional(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(REFUSAL_REASON_MAX_LENGTH)),
    ),
  })
  .check(
    z.refine((move) => (move.status === 'Refused') === (move.reason !== undefined), {
      message: 'Give a reason when refusing an order, and only then',
      path: ['reason'],
    }),
  );
export type OrderMove = z.input<typeof OrderMove>;

/** What the kitchen's stream says of an order (`GET /api/staff/events`, one of `StaffEvent`). */
export const StaffOrderEvent = z.object({
  type: z.enum(['order.placed', 'order.updated']),
  orderId: z.int(),
  status: OrderStatus,
  roomNumber: z.string(),
});
export type StaffOrderEvent = z.infer<typeof StaffOrderEvent>;

export const kitchenRoutes = {
  listKitchenOrders: defineRoute({
    method: 'GET',
    path: '/staff/orders',
    tag: 'Kitchen',
    summary:
      "The hotel's room-service orders of its day, and the open ones of earlier days, by due time",
    auth: false,
    staffRoles: ['kitchen'],
    response: KitchenOrderList,
  }),
  moveOrder: defineRoute({
    method: 'POST',
    path: '/staff/orders/:id/status',
    tag: 'Kitchen',
    summary:
      'Move an order to its next state (rules/order-flow), stamped with who and when; Refused takes a reason and removes its bill lines',
    auth: false,
    staffRoles: ['kitchen'],
    params: IdParams,
    body: OrderMove,
    response: KitchenOrder,
    errors: ['ORDER_MOVE_REFUSED'],
  }),
} as const;
