import type { Activity, MyActivity, Weekday } from '@portal/api-client/contract/activities';
import { WEEKDAYS } from '@portal/api-client/rules/weekdays';
import { transaction, type Database } from '../../db/database.ts';
import { localized, num, str, type Row } from '../../db/row.ts';
import { imageRef } from '../../media/image-ref.ts';

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

function openDays(value: unknown): Weekday[] {
  const days = new Set(str(value).split(','));
  return WEEKDAYS.filter((day) => days.has(day));
}

export function createSqliteActivitiesRepository(db: Database): ActivitiesRepository {
  const list = db.prepare('SELECT * FROM activities WHERE hotel_id = ? ORDER BY position, id');
  const find = db.prepare('SELECT * FROM activities WHERE hotel_id = ? AND id = ?');
  const mine = db.prepare(`
    SELECT m.id AS my_id, m.date, a.* FROM my_activities m JOIN activities a ON a.id = m.activity_id
    WHERE m.guest_id = ? AND a.hotel_id = ? ORDER BY m.date, a.opens_at, m.id`);
  const insert = db.prepare(
    'INSERT INTO my_activities (guest_id, activity_id, date, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const remove = db.prepare('DELETE FROM my_activities WHERE id = ? AND guest_id = ?');

  function toActivity(row: Row): Activity {
    return {
      id: num(row.id),
      name: localized(row, 'name'),
      description: localized(row, 'description'),
      location: localized(row, 'location'),
      image: imageRef(str(row.image)),
      opensAt: str(row.opens_at),
      closesAt: str(row.closes_at),
      openDays: openDays(row.open_days),
    };
  }

  return {
    async list(hotelId) {
      return list.all(hotelId).map(toActivity);
    },
    async find(hotelId, activityId) {
      const row = find.get(hotelId, activityId);
      return row ? toActivity(row) : null;
    },
    async mine(hotelId, guestId) {
      return mine
        .all(guestId, hotelId)
        .map((row) => ({ id: num(row.my_id), date: str(row.date), activity: toActivity(row) }));
    },
    async add(hotelId, guestId, activityId, dates, at) {
      const row = find.get(hotelId, activityId);
      if (!row) return [];
      const activity = toActivity(row);
      return transaction(db, () =>
        dates.flatMap((date) => {
          const { changes, lastInsertRowid } = insert.run(
            guestId,
            activityId,
            date,
            at.toISOString(),
          );
          return Number(changes) === 1 ? [{ id: num(lastInsertRowid), date, activity }] : [];
        }),
      );
    },
    async remove(guestId, myActivityId) {
      return Number(remove.run(myActivityId, guestId).changes) === 1;
    },
  };
}
