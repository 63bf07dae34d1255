import './zod-setup.ts';
import { z } from 'zod/mini';
import {
  Id,
  IdParams,
  ImageRef,
  IsoDate,
  IsoDateTime,
  LocalizedText,
  TimeOfDay,
  Vnd,
} from './common.ts';
import { IdempotencyHeaders } from './idempotency.ts';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES, ORDER_NOTES_MAX_LENGTH } from '../rules/limits.ts';
import { ORDER_STATUSES } from '../rules/order-flow.ts';
import { defineRoute } from './route.ts';

export const MenuItem = z.object({
  id: z.int(),
  categoryId: z.int(),
  name: LocalizedText,
  description: LocalizedText,
  price: Vnd,
  image: ImageRef,
  available: z.boolean(),
  isFavorite: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuCategory = z.object({
  id: z.int(),
  name: LocalizedText,
  items: z.array(MenuItem),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

export const Menu = z.object({
  currency: z.literal('VND'),
  categories: z.array(MenuCategory),
  /** The room orders are delivered to; null means the guest cannot order yet. */
  roomNumber: z.nullable(z.string()),
});
export type Menu = z.infer<typeof Menu>;

export const CartLineInput = z.strictObject({
  itemId: Id,
  quantity: z.int().check(z.gte(1), z.lte(CART_LINE_MAX_QUANTITY)),
});
export type CartLineInput = z.infer<typeof CartLineInput>;

const CartLines = z.array(CartLineInput).check(
  z.maxLength(CART_MAX_LINES),
  z.refine(
    (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
    'Each item at most once; raise its quantity instead',
  ),
);

export const CartCheckRequest = z.strictObject({ lines: CartLines });
export type CartCheckRequest = z.infer<typeof CartCheckRequest>;

export const PricedLine = z.object({
  itemId: z.int(),
  name: LocalizedText,
  quantity: z.int(),
  unitPrice: Vnd,
  amount: Vnd,
});
export type PricedLine = z.infer<typeof PricedLine>;

/** The server's view of the cart the portal keeps locally: priced, for the guest's room. */
export const CartCheck = z.object({
  roomNumber: z.string(),
  lines: z.array(PricedLine),
  total: Vnd,
});
export type CartCheck = z.infer<typeof CartCheck>;

export { ORDER_STATUSES };
/** Moved by the kitchen along `rules/order-flow.ts`. */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PlaceOrderRequest = z
  .strictObject({
    lines: CartLines.check(z.minLength(1, 'The cart is empty')),
    /** When to deliver, in the hotel's time; both null: as soon as possible. */
    deliveryDate: z._default(z.nullable(IsoDate), null),
    deliveryTime: z._default(z.nullable(TimeOfDay), null),
    notes: z._default(z.string().check(z.trim(), z.maxLength(ORDER_NOTES_MAX_LENGTH)), ''),
  })
  .check(
    z.refine((order) => (order.deliveryDate === null) === (order.deliveryTime === null), {
      message: 'Give both a delivery date and time, or neither',
      path: ['deliveryTime'],
    }),
  );
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;

// Where the staff contract and older imports look for it (it lives in idempotency.ts).
export { IdempotencyHeaders };

export const Order = z.object({
  id: z.int(),
  number: z.string(),
  placedAt: IsoDateTime,
  roomNumber: z.string(),
  deliveryDate: z.nullable(IsoDate),
  deliveryTime: z.nullable(TimeOfDay),
  notes: z.string(),
  status: OrderStatus,
  /** Received or Preparing: shown as being processed by the hotel. */
  processing: z.boolean(),
  /** Why the kitchen refused it (Refused only); its bill lines are gone. */
  refusalReason: z.nullable(z.string()),
  lines: z.array(PricedLine),
  total: Vnd,
});
export type Order = z.infer<typeof Order>;

export const OrderList = z.object({ orders: z.array(Order) });

/** `MENU_ITEM_UNAVAILABLE` names each refused dish in its details: see unavailable-dishes.ts. */
export const roomServiceRoutes = {
  getMenu: defineRoute({
    method: 'GET',
    path: '/room-service/menu',
    tag: 'Room service',
    summary: 'The in-room dining menu by category, prices in VND',
    auth: true,
    response: Menu,
  }),
  getMenuItem: defineRoute({
    method: 'GET',
    path: '/room-service/menu/items/:id',
    tag: 'Room service',
    summary: 'One menu item',
    auth: true,
    params: IdParams,
    response: MenuItem,
  }),
  checkCart: defineRoute({
    method: 'POST',
    path: '/room-service/cart-check',
    tag: 'Room service',
    summary: 'Ask before adding to the cart: needs a room on the reservation; prices the cart',
    auth: true,
    body: CartCheckRequest,
    response: CartCheck,
    errors: [
      'STAY_CHECKED_OUT',
      'ROOM_REQUIRED_FOR_CART',
      'MENU_ITEM_UNAVAILABLE',
      'RESERVATION_CANCELLED',
    ],
  }),
  placeOrder: defineRoute({
    method: 'POST',
    path: '/room-service/orders',
    tag: 'Room service',
    summary:
      'Order to the room; the same Idempotency-Key from the same guest answers the same order, never a second one',
    auth: true,
    headers: IdempotencyHeaders,
    body: PlaceOrderRequest,
    response: Order,
    successStatus: 201,
    errors: [
      'STAY_CHECKED_OUT',
      'ROOM_REQUIRED_FOR_ORDER',
      'MENU_ITEM_UNAVAILABLE',
      'DELIVERY_OUTSIDE_STAY',
      'IDEMPOTENCY_KEY_REUSED',
      'RESERVATION_CANCELLED',
    ],
  }),
  listOrders: defineRoute({
    method: 'GET',
    path: '/room-service/orders',
    tag: 'Room service',
    summary: "The reservation's room-service orders with their status, newest first",
    auth: true,
    response: OrderList,
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/room-service/orders/:id',
    tag: 'Room service',
    summary: 'One order of the reservation',
    auth: true,
    params: IdParams,
    response: Order,
  }),
} as const;
