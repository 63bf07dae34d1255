import type { Activity, MyActivity, Weekday } from '@portal/api-client/contract/activities';
import { WEEKDAYS } from '@portal/api-client/rules/weekdays';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { ActivitiesTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';

export interface ActivitiesRepository {
  list(hotelId: number): Promise<Activity[]>;
  find(hotelId: number, activityId: number): Promise<Activity | null>;
  mine(hotelId: number, guestId: number): Promise<MyActivity[]>;
  /** Adds the activity on each date not added yet, in one transaction; answers what it added. */
  add(
    hotelId: number,
    guestId: number,
    activityId: number,
    dates: string[],
    at: Date,
  ): Promise<MyActivity[]>;
  /** Removes one of the guest's own entries; false when the guest has no entry with this id. */
  remove(guestId: number, myActivityId: number): Promise<boolean>;
}

function openDays(value: string): Weekday[] {
  const days = new Set(value.split(','));
  return WEEKDAYS.filter((day) => days.has(day));
}

function toActivity(row: Selectable<ActivitiesTable>): Activity {
  return {
    id: row.id,
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    location: localized(row, 'location'),
    image: imageRef(row.image),
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    openDays: openDays(row.open_days),
  };
}

export function createActivitiesRepository(store: Store): ActivitiesRepository {
  async function found(hotelId: number, activityId: number) {
    const row = await store
      .selectFrom('activities')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('id', '=', activityId)
      .executeTakeFirst();
    return row ? toActivity(row) : null;
  }

  return {
    async list(hotelId) {
      const rows = await store
        .selectFrom('activities')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toActivity);
    },
    find: found,
    async mine(hotelId, guestId) {
      const rows = await store
        .selectFrom('my_activities as m')
        .innerJoin('activities as a', 'a.id', 'm.activity_id')
        .selectAll('a')
        .select(['m.id as my_id', 'm.date'])
        .where('m.guest_id', '=', guestId)
        .where('a.hotel_id', '=', hotelId)
        .orderBy('m.date')
        .orderBy('a.opens_at')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({ id: row.my_id, date: row.date, activity: toActivity(row) }));
    },
    async add(hotelId, guestId, activityId, dates, at) {
      const activity = await found(hotelId, activityId);
      if (!activity) return [];
      return inTransaction(store, async (trx) => {
        const added: MyActivity[] = [];
        for (const date of dates) {
          const row = await trx
            .insertInto('my_activities')
            .values({
              guest_id: guestId,
              activity_id: activityId,
              date,
              added_at: at.toISOString(),
            })
            .onConflict((conflict) => conflict.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) added.push({ id: row.id, date, activity });
        }
        return added;
      });
    },
    async remove(guestId, myActivityId) {
      const { numDeletedRows } = await store
        .deleteFrom('my_activities')
        .where('id', '=', myActivityId)
        .where('guest_id', '=', guestId)
        .executeTakeFirst();
      return numDeletedRows === 1n;
    },
  };
}
