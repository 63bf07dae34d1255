import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { OffersRepository } from './offers-repository.ts';

interface OffersDeps {
  offers: OffersRepository;
  now: () => Date;
}

export function offersHandlers({ offers, now }: OffersDeps) {
  return {
    listOffers: async ({ hotel, guest }) => ({
      offers: await offers.list(hotel.id, guest.guestId, hotelToday(hotel.timeZone, now())),
    }),
    getOffer: async ({ hotel, guest, params }) => {
      const offer = await offers.find(hotel.id, guest.guestId, params.id);
      if (!offer) throw new HttpError('NOT_FOUND', 'Offer not found');
      return offer;
    },
  } satisfies Partial<Handlers>;
}
