import type { Handlers } from '../../http/register-contract.ts';
import type { StayRepository } from '../../stay/stay.ts';
import { billOf } from './bill-totals.ts';
import type { BillsRepository } from './bills-repository.ts';

interface BillsDeps {
  stays: StayRepository;
  bills: BillsRepository;
}

export function billsHandlers({ stays, bills }: BillsDeps) {
  return {
    getBill: async ({ guest }) => {
      const stay = await stays.stayOf(guest);
      return billOf(
        await bills.linesOf(stay.reservationId),
        await bills.receiptsOf(stay.reservationId),
      );
    },
    getBillingInfo: ({ guest }) => bills.billingInfoOf(guest.guestId),
    updateBillingInfo: async ({ guest, body }) => {
      await bills.saveBillingInfo(guest.guestId, body);
      return bills.billingInfoOf(guest.guestId);
    },
  } satisfies Partial<Handlers>;
}
