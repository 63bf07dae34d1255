import { hotelToday, remainingStayDates } from '@portal/api-client/rules/hotel-calendar';
import { isOpenOn } from '@portal/api-client/rules/weekdays';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import {
  assertNotCancelled,
  assertStayNotOver,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import type { ActivitiesRepository } from './activities-repository.ts';

interface ActivitiesDeps {
  stays: StayRepository;
  activities: ActivitiesRepository;
  now: () => Date;
}

export function activitiesHandlers({ stays, activities, now }: ActivitiesDeps) {
  return {
    listActivities: async ({ hotel }) => ({ activities: await activities.list(hotel.id) }),
    listMyActivities: async ({ hotel, guest }) => {
      const stay = await stays.stayOf(guest);
      return {
        myActivities: await activities.mine(hotel.id, guest.guestId),
        remainingStayDates:
          stay.cancelledAt === null
            ? remainingStayDates(stay, hotelToday(hotel.timeZone, now()))
            : [],
      };
    },
    addMyActivity: async ({ hotel, guest, body }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertNotCancelled(stay);
      const activity = await activities.find(hotel.id, body.activityId);
      if (!activity) throw new HttpError('NOT_FOUND', 'Activity not found');
      const at = now();
      const stayDates = remainingStayDates(stay, hotelToday(hotel.timeZone, at));
      if (!stayDates.includes(body.date)) throw new HttpError('ACTIVITY_OUTSIDE_STAY');
      const added = new Set(
        (await activities.mine(hotel.id, guest.guestId))
          .filter((entry) => entry.activity.id === activity.id)
          .map((entry) => entry.date),
      );
      let dates: string[];
      if (body.scope === 'day') {
        if (!isOpenOn(activity.openDays, body.date)) throw new HttpError('ACTIVITY_CLOSED_ON_DAY');
        if (added.has(body.date)) throw new HttpError('ACTIVITY_ALREADY_ADDED');
        dates = [body.date];
      } else {
        dates = stayDates.filter(
          (date) => date >= body.date && isOpenOn(activity.openDays, date) && !added.has(date),
        );
        if (dates.length === 0) {
          throw new HttpError(
            added.has(body.date) ? 'ACTIVITY_ALREADY_ADDED' : 'ACTIVITY_CLOSED_ON_DAY',
          );
        }
      }
      const inserted = await activities.add(hotel.id, guest.guestId, activity.id, dates, at);
      if (inserted.length === 0) throw new HttpError('ACTIVITY_ALREADY_ADDED');
      return { added: inserted };
    },
    removeMyActivity: async ({ guest, params }) => {
      if (!(await activities.remove(guest.guestId, params.id)))
        throw new HttpError('NOT_FOUND', 'Activity not found');
      return { ok: true as const };
    },
  } satisfies Partial<Handlers>;
}
