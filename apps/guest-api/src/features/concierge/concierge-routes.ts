import { hotelInstant, hotelToday, onHotelClock } from '@portal/api-client/rules/hotel-calendar';
import type { StaffProgram } from '@portal/api-client/staff-contract/concierge';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { Hotel } from '../../platform/http/request-context.ts';
import {
  assertUsablePicture,
  type PicturesRepository,
} from '../../platform/pictures/pictures-repository.ts';
import { auditedContent } from '../../platform/audit/audited-content.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { ConciergeRepository } from './concierge-repository.ts';

interface ConciergeDeps {
  concierge: ConciergeRepository;
  pictures: PicturesRepository;
  audit: AuditLogRepository;
  now: () => Date;
}

/** A session in the audit log: its title and start on the hotel's clock. */
const sessionName = (hotel: Hotel, program: StaffProgram) =>
  `${program.title.en} ${onHotelClock(program.startsAt, hotel.timeZone, 'YYYY-MM-DD HH:mm')}`;

export function conciergeHandlers({ concierge, pictures, audit, now }: ConciergeDeps) {
  const { programs, localTips, offers, activities } = concierge;
  const audited = auditedContent(audit, now);

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
    addProgram: async ({ hotel, staff, body }) => {
      // Another session of a program keeps its picture, the demo's drawn ones included.
      const sibling = (await programs.showsPicture(hotel.id, body.picture)) ? body.picture : null;
      await assertUsablePicture(pictures, hotel.id, body.picture, sibling);
      const program = await programs.add(hotel.id, body);
      await audited(hotel, staff, 'program-added', sessionName(hotel, program));
      return program;
    },
    changeProgram: async ({ hotel, staff, params, body }) => {
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
      await audited(hotel, staff, 'program-changed', sessionName(hotel, result.program));
      return result.program;
    },
    listStaffLocalTips: async ({ hotel }) => ({ localTips: await localTips.list(hotel.id) }),
    addLocalTip: async ({ hotel, staff, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      const tip = await localTips.add(hotel.id, body);
      await audited(hotel, staff, 'local-tip-added', tip.title.en);
      return tip;
    },
    changeLocalTip: async ({ hotel, staff, params, body }) => {
      const current = found(await localTips.find(hotel.id, params.id), 'Local tip');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      const tip = found(await localTips.change(hotel.id, params.id, body), 'Local tip');
      await audited(hotel, staff, 'local-tip-changed', tip.title.en);
      return tip;
    },
    removeLocalTip: async ({ hotel, staff, params }) => {
      const current = found(await localTips.find(hotel.id, params.id), 'Local tip');
      if (!(await localTips.remove(hotel.id, params.id)))
        throw new HttpError('NOT_FOUND', 'Local tip not found');
      await audited(hotel, staff, 'local-tip-removed', current.title.en);
      return { ok: true as const };
    },
    listStaffOffers: async ({ hotel }) => ({
      offers: await offers.list(hotel.id, hotelToday(hotel.timeZone, now())),
    }),
    addOffer: async ({ hotel, staff, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      const offer = await offers.add(hotel.id, body);
      await audited(hotel, staff, 'offer-added', offer.title.en);
      return offer;
    },
    changeOffer: async ({ hotel, staff, params, body }) => {
      const current = found(await offers.find(hotel.id, params.id), 'Offer');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      const offer = found(await offers.change(hotel.id, params.id, body), 'Offer');
      await audited(hotel, staff, 'offer-changed', offer.title.en);
      return offer;
    },
    listStaffActivities: async ({ hotel }) => ({ activities: await activities.list(hotel.id) }),
    addActivity: async ({ hotel, staff, body }) => {
      await assertUsablePicture(pictures, hotel.id, body.picture, null);
      const activity = await activities.add(hotel.id, body);
      await audited(hotel, staff, 'activity-added', activity.name.en);
      return activity;
    },
    changeActivity: async ({ hotel, staff, params, body }) => {
      const current = found(await activities.find(hotel.id, params.id), 'Activity');
      await assertUsablePicture(pictures, hotel.id, body.picture, current.picture);
      const activity = found(await activities.change(hotel.id, params.id, body), 'Activity');
      await audited(hotel, staff, 'activity-changed', activity.name.en);
      return activity;
    },
    removeActivity: async ({ hotel, staff, params }) => {
      const current = found(await activities.find(hotel.id, params.id), 'Activity');
      if (!(await activities.remove(hotel.id, params.id)))
        throw new HttpError('NOT_FOUND', 'Activity not found');
      await audited(hotel, staff, 'activity-removed', current.name.en);
      return { ok: true as const };
    },
  } satisfies Partial<StaffHandlers>;
}
