import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { Database } from '../../db/database.ts';
import { num, str } from '../../db/row.ts';
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
  db: Database,
  documents: DocumentStore,
  retentionDays: RetentionDays,
  now: Date,
): Promise<number> {
  const hotels = db.prepare('SELECT id, code, time_zone FROM hotels').all();
  const expired = db.prepare(`
    SELECT d.id, d.stored_name FROM identity_documents d JOIN reservations r ON r.id = d.reservation_id
    WHERE r.hotel_id = ? AND (
      r.checked_out_at <= ? OR r.cancelled_at <= ?
      OR (r.checked_out_at IS NULL AND r.cancelled_at IS NULL AND r.departure_date < ?))`);
  const remove = db.prepare('DELETE FROM identity_documents WHERE id = ?');
  let removed = 0;
  for (const hotel of hotels) {
    const days = retentionDays.get(str(hotel.code));
    if (days === undefined) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const rows = expired.all(
      num(hotel.id),
      cutoff.toISOString(),
      cutoff.toISOString(),
      hotelToday(str(hotel.time_zone), cutoff),
    );
    for (const row of rows) {
      // The row first: a file left by a crash is only an orphan, never a document shown.
      remove.run(num(row.id));
      await documents.remove(str(row.stored_name));
      removed += 1;
    }
  }
  return removed;
}
