import { hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../http/http-error.ts';
import type { StaffHandlers } from '../../http/register-contract.ts';
import { assertUsablePicture, type PicturesRepository } from '../pictures/pictures-repository.ts';
import type { ConciergeRepository } from './concierge-repository.ts';

interface ConciergeDeps {
  concierge: ConciergeRepository;
  pictures: PicturesRepository;
  now: () => Date;
}

export function conciergeHandlers({ concierge, pictures, now }: ConciergeDeps) {
  const { programs, localTips, offers } = concierge;

  function found<T>(entry: T | null, what: string): T {
    if (!entry) throw new HttpError('NOT_FOUND', `${what} not found`);
    return entry;
  }

  return {
    listStaffPrograms: async ({ hotel, query }) => {
      const from = query.from ?? hotelToday(hotel.timeZone, now());
      return {
        programs: await programs.list(hotel.id, hotelInstant(from, '00:00', hotel.timeZone)),
      };
    },
    addProgram: async ({ hotel, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      return programs.add(hotel.id, body);
    },
    changeProgram: async ({ hotel, params, body }) => {
      const current = found(await programs.find(hotel.id, params.id), 'Program');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      const result = await programs.change(hotel.id, params.id, body);
      if (result.outcome === 'not-found') throw new HttpError('NOT_FOUND', 'Program not found');
      if (result.outcome === 'capacity-below-seats-taken') {
        throw new HttpError(
          'CAPACITY_BELOW_SEATS_TAKEN',
          `The capacity cannot be below the ${result.seatsTaken} seats already taken`,
          { details: [{ path: 'body.capacity', message: `${result.seatsTaken} seats are taken` }] },
        );
      }
      return result.program;
    },
    listStaffLocalTips: async ({ hotel }) => ({ localTips: await localTips.list(hotel.id) }),
    addLocalTip: async ({ hotel, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      return localTips.add(hotel.id, body);
    },
    changeLocalTip: async ({ hotel, params, body }) => {
      const current = found(await localTips.find(hotel.id, params.id), 'Local tip');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      return found(await localTips.change(hotel.id, params.id, body), 'Local tip');
    },
    removeLocalTip: async ({ hotel, params }) => {
      if (!(await localTips.remove(hotel.id, params.id)))
        throw new HttpError('NOT_FOUND', 'Local tip not found');
      return { ok: true as const };
    },
    listStaffOffers: async ({ hotel }) => ({
      offers: await offers.list(hotel.id, hotelToday(hotel.timeZone, now())),
    }),
    addOffer: async ({ hotel, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      return offers.add(hotel.id, body);
    },
    changeOffer: async ({ hotel, params, body }) => {
      const current = found(await offers.find(hotel.id, params.id), 'Offer');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      return found(await offers.change(hotel.id, params.id, body), 'Offer');
    },
  } satisfies Partial<StaffHandlers>;
}
