import { WEEKDAYS, type Weekday } from '@portal/api-client/rules/weekdays';
import type {
  ActivityInput,
  StaffActivity,
} from '@portal/api-client/staff-contract/activity-editing';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import { afterLastPosition } from '../../db/positions.ts';
import { inTransaction, type Store } from '../../db/store.ts';
import type { ActivitiesTable } from '../../db/tables.ts';
import { imageRef } from '../../platform/media/image-ref.ts';

/** The concierge's activities, in the guests' order. */
export interface ActivityEditingRepository {
  list(hotelId: number): Promise<StaffActivity[]>;
  find(hotelId: number, activityId: number): Promise<StaffActivity | null>;
  /** Adds the activity at the end of the guests' list. */
  add(hotelId: number, input: ActivityInput): Promise<StaffActivity>;
  change(hotelId: number, activityId: number, input: ActivityInput): Promise<StaffActivity | null>;
  /** Removes the activity with the guests' plans of it; false when there is none. */
  remove(hotelId: number, activityId: number): Promise<boolean>;
}

function values(input: ActivityInput) {
  return {
    name_en: input.name.en,
    name_vi: input.name.vi,
    description_en: input.description.en,
    description_vi: input.description.vi,
    location_en: input.location.en,
    location_vi: input.location.vi,
    image: input.picture,
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    // Stored as the seed writes them: Monday first, comma-separated.
    open_days: WEEKDAYS.filter((day) => input.openDays.includes(day)).join(','),
  };
}

function toActivity(row: Selectable<ActivitiesTable>): StaffActivity {
  const days = new Set(row.open_days.split(','));
  return {
    id: row.id,
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    location: localized(row, 'location'),
    picture: row.image,
    image: imageRef(row.image),
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    openDays: WEEKDAYS.filter((day): day is Weekday => days.has(day)),
  };
}

export function createActivityEditingRepository(store: Store): ActivityEditingRepository {
  async function found(db: Store, hotelId: number, activityId: number) {
    const row = await db
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
    find: (hotelId, activityId) => found(store, hotelId, activityId),
    async add(hotelId, input) {
      return inTransaction(store, async (trx) => {
        const { id } = await trx
          .insertInto('activities')
          .values({
            hotel_id: hotelId,
            position: afterLastPosition('activities', hotelId),
            ...values(input),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const activity = await found(trx, hotelId, id);
        if (!activity) throw new Error('The activity just added is missing');
        return activity;
      });
    },
    async change(hotelId, activityId, input) {
      const { numUpdatedRows } = await store
        .updateTable('activities')
        .set(values(input))
        .where('hotel_id', '=', hotelId)
        .where('id', '=', activityId)
        .executeTakeFirst();
      return numUpdatedRows === 0n ? null : found(store, hotelId, activityId);
    },
    async remove(hotelId, activityId) {
      return inTransaction(store, async (trx) => {
        const activity = await found(trx, hotelId, activityId);
        if (!activity) return false;
        await trx.deleteFrom('my_activities').where('activity_id', '=', activityId).execute();
        await trx
          .deleteFrom('activities')
          .where('hotel_id', '=', hotelId)
          .where('id', '=', activityId)
          .execute();
        return true;
      });
    },
  };
}
