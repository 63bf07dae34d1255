import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import { unavailableLinePath } from '@portal/api-client/contract/unavailable-dishes';
import type { Order } from '@portal/api-client/contract/room-service';
import {
  hotelInstant,
  hotelToday,
  remainingStayDates,
} from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import {
  assertNotCancelled,
  assertStayNotOver,
  roomInHouse,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import { isOrderProcessing } from '@portal/api-client/rules/order-flow';
import type {
  RoomServiceRepository,
  StoredOrder,
  UnavailableDish,
} from './room-service-repository.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { MenuCache } from './menu-cache.ts';

interface RoomServiceDeps {
  events: EventBus;
  stays: StayRepository;
  /** The stays the menu only shows the room of: kept a few seconds (shown-stays.ts). */
  shownStays: StayRepository;
  roomService: RoomServiceRepository;
  menus: MenuCache;
  now: () => Date;
}

/** A delivery may be a few minutes "late" by the time the guest taps Order. */
const DELIVERY_GRACE_MS = 5 * 60_000;

/** Names each refused dish by its line (contract/unavailable-dishes.ts). */
function unavailable(dishes: UnavailableDish[]): HttpError {
  return new HttpError('MENU_ITEM_UNAVAILABLE', undefined, {
    details: dishes.map(({ position, itemId, name }) => ({
      path: unavailableLinePath(position),
      message: name ? `${name.en} is not available now` : `Item ${itemId} is not on the menu`,
    })),
  });
}

export function roomServiceHandlers({
  stays,
  shownStays,
  roomService,
  menus,
  events,
  now,
}: RoomServiceDeps) {
  function present(order: StoredOrder): Order {
    return { ...order, processing: isOrderProcessing(order.status) };
  }

  return {
    getMenu: async ({ guest }) => menus.menuFor(guest, roomInHouse(await shownStays.stayOf(guest))),
    getMenuItem: async ({ hotel, guest, params }) => {
      const item = await roomService.item(hotel.id, guest.guestId, params.id);
      if (!item) throw new HttpError('NOT_FOUND', 'Menu item not found');
      return item;
    },
    checkCart: async ({ hotel, guest, body }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertNotCancelled(stay);
      const roomNumber = roomInHouse(stay);
      if (!roomNumber) throw new HttpError('ROOM_REQUIRED_FOR_CART');
      const priced = await roomService.price(hotel.id, body.lines);
      if (priced.unavailable.length > 0) throw unavailable(priced.unavailable);
      return {
        roomNumber,
        lines: priced.lines,
        total: priced.lines.reduce((sum, line) => sum + line.amount, 0),
      };
    },
    placeOrder: async ({ hotel, guest, body, headers }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertNotCancelled(stay);
      const roomNumber = roomInHouse(stay);
      if (!roomNumber) throw new HttpError('ROOM_REQUIRED_FOR_ORDER');
      const at = now();
      const today = hotelToday(hotel.timeZone, at);
      if (body.deliveryDate && body.deliveryTime) {
        const due = Date.parse(hotelInstant(body.deliveryDate, body.deliveryTime, hotel.timeZone));
        if (
          !remainingStayDates(stay, today).includes(body.deliveryDate) ||
          due < at.getTime() - DELIVERY_GRACE_MS
        ) {
          throw new HttpError('DELIVERY_OUTSIDE_STAY');
        }
      }
      const lines = [...body.lines].sort((a, b) => a.itemId - b.itemId);
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([lines, body.deliveryDate, body.deliveryTime, body.notes]))
        .digest('hex');
      const result = await roomService.place({
        hotelId: hotel.id,
        reservationId: stay.reservationId,
        guestId: stay.guestId,
        roomNumber,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        fingerprint,
        lines: body.lines,
        deliveryDate: body.deliveryDate,
        deliveryTime: body.deliveryTime,
        notes: body.notes,
        at,
        billDate: today,
      });
      if (result.outcome === 'key-reused') throw new HttpError('IDEMPOTENCY_KEY_REUSED');
      if (result.outcome === 'unavailable') throw unavailable(result.dishes);
      if (result.outcome === 'placed') {
        events.publish({
          type: 'order.placed',
          hotelId: hotel.id,
          reservationId: stay.reservationId,
          orderId: result.order.id,
          status: result.order.status,
          roomNumber: result.order.roomNumber,
        });
      }
      return present(result.order);
    },
    listOrders: async ({ guest }) => {
      const stay = await stays.stayOf(guest);
      return {
        orders: (await roomService.orders(stay.reservationId)).map((order) => present(order)),
      };
    },
    getOrder: async ({ guest, params }) => {
      const stay = await stays.stayOf(guest);
      const order = await roomService.order(stay.reservationId, params.id);
      if (!order) throw new HttpError('NOT_FOUND', 'Order not found');
      return present(order);
    },
  } satisfies Partial<Handlers>;
}
