import type { CheckOut, CheckOutOption } from '@portal/api-client/contract/check-out';
import { inTransaction, type Store } from '../../db/store.ts';

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

export function createCheckOutRepository(store: Store): CheckOutRepository {
  return {
    async request(change) {
      const requestedAt = change.at.toISOString();
      return inTransaction(store, async (trx) => {
        const inserted = await trx
          .insertInto('check_out_requests')
          .values({
            reservation_id: change.reservationId,
            guest_id: change.guestId,
            requested_at: requestedAt,
            options_json: JSON.stringify(change.options),
            minibar_used: change.minibarUsed ? 1 : 0,
            minibar_notes: change.minibarNotes,
            notes: change.notes,
          })
          .onConflict((conflict) => conflict.column('reservation_id').doNothing())
          .returning('reservation_id')
          .executeTakeFirst();
        if (!inserted) return null;
        await trx
          .updateTable('reservations')
          .set({ check_out_requested_at: requestedAt })
          .where('id', '=', change.reservationId)
          .execute();
        if (change.rating)
          await trx
            .insertInto('ratings')
            .values({
              guest_id: change.guestId,
              score: change.rating.score,
              experience: change.rating.experience,
              rated_at: requestedAt,
            })
            .onConflict((conflict) =>
              conflict.column('guest_id').doUpdateSet((eb) => ({
                score: eb.ref('excluded.score'),
                experience: eb.ref('excluded.experience'),
                rated_at: eb.ref('excluded.rated_at'),
              })),
            )
            .execute();
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
