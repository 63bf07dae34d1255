import { hotelToday } from '../../hotel-time/hotel-date.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Handlers } from '../../http/register-contract.ts';
import { assertNotCancelled, assertPrimaryGuest, type StayRepository } from '../../stay/stay.ts';
import type { CheckOutRepository } from './check-out-repository.ts';

interface CheckOutDeps {
  stays: StayRepository;
  checkOuts: CheckOutRepository;
  now: () => Date;
}

export function checkOutHandlers({ stays, checkOuts, now }: CheckOutDeps) {
  return {
    requestCheckOut: async ({ hotel, guest, body }) => {
      const stay = await stays.stayOf(guest);
      // Product's decision: pre check-in, cancellation and check-out are the primary guest's.
      assertPrimaryGuest(stay);
      assertNotCancelled(stay);
      if (stay.status !== 'Arrived') throw new HttpError('CHECKOUT_NOT_ARRIVED');
      const at = now();
      if (hotelToday(hotel.timeZone, at) !== stay.departureDate) {
        throw new HttpError('CHECKOUT_NOT_DEPARTURE_DATE');
      }
      if (stay.checkOutRequestedAt !== null) throw new HttpError('CHECKOUT_ALREADY_REQUESTED');
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
      return recorded;
    },
  } satisfies Partial<Handlers>;
}
