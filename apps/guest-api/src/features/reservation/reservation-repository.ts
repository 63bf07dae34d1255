import { inTransaction, type Store } from '../../db/store.ts';
import { cancelPendingMessages } from '../../platform/outbox/outbox.ts';

export interface ReservationGuestRecord {
  id: number;
  firstName: string;
  lastName: string;
  isChild: boolean;
  isPrimary: boolean;
}

export interface ReservationRecord {
  reservationNumber: string;
  roomType: string;
  adults: number;
  children: number;
  arrivalTime: string | null;
  cancelReason: string | null;
  guests: ReservationGuestRecord[];
}

export interface ReservationRepository {
  /** The reservation, or `undefined` when there is none of that id. */
  find(reservationId: number): Promise<ReservationRecord | undefined>;
  cancel(reservationId: number, reason: string, at: Date): Promise<void>;
}

export function createReservationRepository(store: Store): ReservationRepository {
  return {
    async find(reservationId) {
      const [row, guests] = await Promise.all([
        store
          .selectFrom('reservations')
          .select([
            'reservation_number',
            'room_type',
            'adults',
            'children',
            'arrival_time',
            'cancel_reason',
          ])
          .where('id', '=', reservationId)
          .executeTakeFirst(),
        store
          .selectFrom('guests')
          .select(['id', 'first_name', 'last_name', 'is_child', 'is_primary'])
          .where('reservation_id', '=', reservationId)
          .orderBy('is_primary', 'desc')
          .orderBy('id')
          .execute(),
      ]);
      if (!row) return undefined;
      return {
        reservationNumber: row.reservation_number,
        roomType: row.room_type,
        adults: row.adults,
        children: row.children,
        arrivalTime: row.arrival_time,
        cancelReason: row.cancel_reason,
        guests: guests.map((guest) => ({
          id: guest.id,
          firstName: guest.first_name,
          lastName: guest.last_name,
          isChild: guest.is_child === 1,
          isPrimary: guest.is_primary === 1,
        })),
      };
    },
    async cancel(reservationId, reason, at) {
      await inTransaction(store, async (trx) => {
        await trx
          .updateTable('reservations')
          .set({ cancelled_at: at.toISOString(), cancel_reason: reason })
          .where('id', '=', reservationId)
          .where('cancelled_at', 'is', null)
          .execute();
        await cancelPendingMessages(trx, reservationId);
      });
    },
  };
}
