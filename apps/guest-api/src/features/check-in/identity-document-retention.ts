import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { Store } from '../../db/store.ts';
import type { DocumentStore } from './document-store.ts';

const DAY_MS = 24 * 3_600_000;

/** Each hotel's `identityDocumentRetentionDays` (tenants/schema), by hotel code. */
export type RetentionDays = ReadonlyMap<string, number>;

/**
 * Deletes the identity documents (rows and files) of stays that ended more than the hotel's
 * retention days ago: checked out by the front desk, cancelled, or past their departure date
 * without a check-out. Answers how many documents went.
 */
export async function sweepIdentityDocuments(
  store: Store,
  documents: DocumentStore,
  retentionDays: RetentionDays,
  now: Date,
): Promise<number> {
  const hotels = await store.selectFrom('hotels').select(['id', 'code', 'time_zone']).execute();
  let removed = 0;
  for (const hotel of hotels) {
    const days = retentionDays.get(hotel.code);
    if (days === undefined) continue;
    const cutoffAt = new Date(now.getTime() - days * DAY_MS);
    const cutoff = cutoffAt.toISOString();
    const cutoffDay = hotelToday(hotel.time_zone, cutoffAt);
    const rows = await store
      .selectFrom('identity_documents as d')
      .innerJoin('reservations as r', 'r.id', 'd.reservation_id')
      .select(['d.id', 'd.stored_name'])
      .where('r.hotel_id', '=', hotel.id)
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
      )
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
