import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import { assertStayNotOver, type StayRepository } from '../../platform/stay/stay.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { billOf } from '../../platform/bills/bill-totals.ts';
import type { BillsRepository } from '../../platform/bills/bills-repository.ts';

interface BillsDeps {
  stays: StayRepository;
  bills: BillsRepository;
  events: EventBus;
}

export function billsHandlers({ stays, bills, events }: BillsDeps) {
  async function billingInfoOf(guestId: number) {
    const info = await bills.billingInfoOf(guestId);
    // The session outlived its guest (removed from the reservation): as good as signed out.
    if (!info) throw new HttpError('UNAUTHENTICATED');
    return info;
  }

  return {
    getBill: async ({ guest }) => {
      const stay = await stays.stayOf(guest);
      return billOf(
        await bills.linesOf(stay.reservationId),
        await bills.receiptsOf(stay.reservationId),
      );
    },
    getBillingInfo: ({ guest }) => billingInfoOf(guest.guestId),
    updateBillingInfo: async ({ guest, body }) => {
      assertStayNotOver(await stays.stayOf(guest));
      await bills.saveBillingInfo(guest.guestId, body);
      // The guest's profile shows it: kept profiles are dropped (features/session/profile-cache.ts).
      events.publish({
        type: 'guest.updated',
        hotelId: guest.hotelId,
        reservationId: guest.reservationId,
      });
      return billingInfoOf(guest.guestId);
    },
  } satisfies Partial<Handlers>;
}
