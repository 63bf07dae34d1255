import type { CheckOut, CheckOutOption } from '@portal/api-client/contract/check-out';
import { transaction, type Database } from '../../db/database.ts';

export interface CheckOutChange {
  reservationId: number;
  guestId: number;
  options: CheckOutOption[];
  minibarUsed: boolean;
  minibarNotes: string;
  notes: string;
  rating: { score: number; experience: string } | undefined;
  at: Date;
}

export interface CheckOutRepository {
  /** Records the request (and the rating given with it); null when one was recorded already. */
  request(change: CheckOutChange): Promise<CheckOut | null>;
}

export function createSqliteCheckOutRepository(db: Database): CheckOutRepository {
  const insert = db.prepare(`
    INSERT INTO check_out_requests (reservation_id, guest_id, requested_at, options_json, minibar_used, minibar_notes, notes)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(reservation_id) DO NOTHING`);
  const mark = db.prepare('UPDATE reservations SET check_out_requested_at = ? WHERE id = ?');
  const rate = db.prepare(`
    INSERT INTO ratings (guest_id, score, experience, rated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(guest_id) DO UPDATE SET score = excluded.score, experience = excluded.experience,
      rated_at = excluded.rated_at`);
  return {
    async request(change) {
      const requestedAt = change.at.toISOString();
      return transaction(db, () => {
        const { changes } = insert.run(
          change.reservationId,
          change.guestId,
          requestedAt,
          JSON.stringify(change.options),
          change.minibarUsed ? 1 : 0,
          change.minibarNotes,
          change.notes,
        );
        if (Number(changes) === 0) return null;
        mark.run(requestedAt, change.reservationId);
        if (change.rating)
          rate.run(change.guestId, change.rating.score, change.rating.experience, requestedAt);
        return {
          requestedAt,
          options: change.options,
          minibarUsed: change.minibarUsed,
          minibarNotes: change.minibarNotes,
          notes: change.notes,
        };
      });
    },
  };
}
