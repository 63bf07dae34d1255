import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { Store } from '../../db/store.ts';
import type { DocumentStore } from './document-store.ts';

const DAY_MS = 24 * 3_600_000;

/** Each hotel's retention days (tenants/schema), by hotel code. */
export type RetentionDays = ReadonlyMap<string, number>;

/** Where a hotel's retention ends: stays that ended before this instant (and hotel date) go. */
export interface RetentionCutoff {
  hotelId: number;
  cutoff: string;
  cutoffDay: string;
}

export async function retentionCutoffs(
  store: Store,
  retentionDays: RetentionDays,
  now: Date,
): Promise<RetentionCutoff[]> {
  const hotels = await store.selectFrom('hotels').select(['id', 'code', 'time_zone']).execute();
  return hotels.flatMap((hotel) => {
    const days = retentionDays.get(hotel.code);
    if (days === undefined) return [];
    const cutoffAt = new Date(now.getTime() - days * DAY_MS);
    return [
      {
        hotelId: hotel.id,
        cutoff: cutoffAt.toISOString(),
        cutoffDay: hotelToday(hotel.time_zone, cutoffAt),
      },
    ];
  });
}

/**
 * The hotel's reservations whose stay ended before the cutoff: checked out by the front desk,
 * cancelled, or past their departure date without a check-out.
 */
export function endedReservations(store: Store, { hotelId, cutoff, cutoffDay }: RetentionCutoff) {
  return store
    .selectFrom('reservations as r')
    .select('r.id')
    .where('r.hotel_id', '=', hotelId)
    .where((eb) =>
      eb.or([
        eb('r.checked_out_at', '<=', cutoff),
        eb('r.cancelled_at', '<=', cutoff),
        eb.and([
          eb('r.checked_out_at', 'is', null),
          eb('r.cancelled_at', 'is', null),
          eb('r.departure_date', '<', cutoffDay),
        ]),
      ]),
    );
}

/**
 * Deletes the identity documents (rows and files) of stays that ended more than the hotel's
 * retention days ago. Answers how many documents went.
 */
export async function sweepIdentityDocuments(
  store: Store,
  documents: DocumentStore,
  retentionDays: RetentionDays,
  now: Date,
): Promise<number> {
  let removed = 0;
  for (const cutoff of await retentionCutoffs(store, retentionDays, now)) {
    const rows = await store
      .selectFrom('identity_documents as d')
      .select(['d.id', 'd.stored_name'])
      .where('d.reservation_id', 'in', endedReservations(store, cutoff))
      .execute();
    for (const row of rows) {
      // The row first: a file left by a crash is only an orphan, never a document shown.
      await store.deleteFrom('identity_documents').where('id', '=', row.id).execute();
      await documents.remove(row.stored_name);
      removed += 1;
    }
  }
  return removed;
}
