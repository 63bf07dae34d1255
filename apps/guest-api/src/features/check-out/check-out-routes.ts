import type { ErrorCode } from '@portal/api-client/contract/errors';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { checkOutClosure, type CheckOutClosure } from '@portal/api-client/rules/stay-gates';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import { assertPrimaryGuest, factsOf, type StayRepository } from '../../platform/stay/stay.ts';
import type { CheckOutRepository } from './check-out-repository.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

interface CheckOutDeps {
  events: EventBus;
  stays: StayRepository;
  checkOuts: CheckOutRepository;
  now: () => Date;
}

const REFUSAL: Record<CheckOutClosure, ErrorCode> = {
  cancelled: 'RESERVATION_CANCELLED',
  checkedOut: 'STAY_CHECKED_OUT',
  requested: 'CHECKOUT_ALREADY_REQUESTED',
  notArrived: 'CHECKOUT_NOT_ARRIVED',
  notDepartureDate: 'CHECKOUT_NOT_DEPARTURE_DATE',
};

export function checkOutHandlers({ stays, checkOuts, events, now }: CheckOutDeps) {
  return {
    requestCheckOut: async ({ hotel, guest, body }) => {
      const stay = await stays.stayOf(guest);
      // Product's decision: pre check-in, cancellation and check-out are the primary guest's.
      assertPrimaryGuest(stay);
      const at = now();
      const closure = checkOutClosure(factsOf(stay), hotelToday(hotel.timeZone, at));
      if (closure) throw new HttpError(REFUSAL[closure]);
      const recorded = await checkOuts.request({
        reservationId: stay.reservationId,
        guestId: stay.guestId,
        options: body.options,
        minibarUsed: body.minibarUsed,
        minibarNotes: body.minibarNotes,
        notes: body.notes,
        rating: body.rating,
        at,
      });
      if (!recorded) throw new HttpError('CHECKOUT_ALREADY_REQUESTED');
      events.publish({
        type: 'check-out.updated',
        hotelId: hotel.id,
        reservationId: stay.reservationId,
      });
      return recorded;
    },
  } satisfies Partial<Handlers>;
}
