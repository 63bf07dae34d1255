import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { KitchenRepository } from './kitchen-repository.ts';

interface KitchenDeps {
  kitchen: KitchenRepository;
  events: EventBus;
  now: () => Date;
}

export function kitchenHandlers({ kitchen, events, now }: KitchenDeps) {
  return {
    listKitchenOrders: async ({ hotel }) => ({
      orders: await kitchen.board(hotel.id, hotelToday(hotel.timeZone, now()), hotel.timeZone),
    }),
    moveOrder: async ({ hotel, staff, params, body }) => {
      const result = await kitchen.move(
        {
          hotelId: hotel.id,
          orderId: params.id,
          to: body.status,
          reason: body.reason ?? null,
          staffId: staff.staff.id,
          staffName: staff.staff.name,
          at: now(),
        },
        hotel.timeZone,
      );
      if (result.outcome === 'not-found') throw new HttpError('NOT_FOUND', 'Order not found');
      if (result.outcome === 'refused') {
        throw new HttpError(
          'ORDER_MOVE_REFUSED',
          `The order is ${result.from}: it cannot move to ${body.status}`,
        );
      }
      events.publish({
        type: 'order.updated',
        hotelId: hotel.id,
        reservationId: result.reservationId,
        orderId: result.order.id,
        status: result.order.status,
        roomNumber: result.order.roomNumber,
      });
      return result.order;
    },
  } satisfies Partial<StaffHandlers>;
}
