import { addDays, hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import {
  INVITATION_RESEND_MINUTES,
  type GuestMessageKind,
  type GuestMessageState,
} from '@portal/api-client/rules/guest-messages';
import type { GuestMessage, HotelMessage } from '@portal/api-client/staff-contract/guest-messages';
import { sql } from 'kysely';
import { inTransaction, type Store } from '../../db/store.ts';
import { queueInvitationAgain } from '../../platform/outbox/outbox.ts';

/** The states the staff see; cancelled and skipped messages were never meant to go. */
const SHOWN_STATES: readonly GuestMessageState[] = ['scheduled', 'sent', 'failed', 'not-sent'];

function messages(store: Store) {
  return (
    store
      .selectFrom('guest_messages as m')
      .innerJoin('guests as g', 'g.id', 'm.guest_id')
      .innerJoin('reservations as r', 'r.id', 'm.reservation_id')
      .select([
        'm.id',
        'm.kind',
        'm.recipient',
        'm.state',
        'm.reason',
        'm.due_at',
        'm.sent_at',
        'r.reservation_number',
        sql<string>`g.first_name || ' ' || g.last_name`.as('guest_name'),
      ])
      .where('m.state', 'in', SHOWN_STATES)
      // The outbox also carries the guests' pushes (features/web-push): the staff see e-mails.
      .where('m.channel', '=', 'email')
  );
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirstOrThrow']>>;

function asMessage(row: MessageRow): GuestMessage {
  return {
    id: row.id,
    kind: row.kind as GuestMessageKind,
    guestName: row.guest_name,
    to: row.recipient,
    state: row.state as GuestMessageState,
    // Why it failed or was not sent; for a scheduled one, why its last attempt did not go.
    ...(row.reason && row.state !== 'sent' ? { reason: row.reason } : {}),
    dueAt: row.due_at,
    ...(row.sent_at ? { sentAt: row.sent_at } : {}),
  };
}

export interface GuestMessagesRepository {
  /** The reservation's messages, newest due first; null for another hotel's or no reservation. */
  ofReservation(hotelId: number, reservationId: number): Promise<GuestMessage[] | null>;
  /** The hotel's messages due on a hotel date, in the order they are due. */
  ofDay(hotel: { id: number; timeZone: string }, date: string): Promise<HotelMessage[]>;
  /**
   * Queues the invitation again at once; 'throttled' when one was queued for the reservation in
   * the last minutes, 'no-email' when no chosen guest has an e-mail.
   */
  resendInvitation(
    hotelId: number,
    reservationId: number,
    guestId: number | undefined,
    now: Date,
  ): Promise<'done' | 'not-found' | 'no-email' | 'throttled' | 'cancelled'>;
}

export function createGuestMessagesRepository(store: Store): GuestMessagesRepository {
  return {
    async ofReservation(hotelId, reservationId) {
      const reservation = await store
        .selectFrom('reservations')
        .select('id')
        .where('id', '=', reservationId)
        .where('hotel_id', '=', hotelId)
        .executeTakeFirst();
      if (!reservation) return null;
      const rows = await messages(store)
        .where('m.reservation_id', '=', reservationId)
        .orderBy('m.due_at', 'desc')
        .orderBy('m.id', 'desc')
        .execute();
      return rows.map(asMessage);
    },
    async ofDay(hotel, date) {
      const rows = await messages(store)
        .where('m.hotel_id', '=', hotel.id)
        .where('m.due_at', '>=', hotelInstant(date, '00:00', hotel.timeZone))
        .where('m.due_at', '<', hotelInstant(addDays(date, 1), '00:00', hotel.timeZone))
        .orderBy('m.due_at')
        .orderBy('m.id')
        .execute();
      return rows.map((row) => ({ ...asMessage(row), reservationNumber: row.reservation_number }));
    },
    resendInvitation(hotelId, reservationId, guestId, now) {
      return inTransaction(store, async (trx) => {
        const reservation = await trx
          .selectFrom('reservations')
          .select(['id', 'cancelled_at', 'checked_out_at'])
          .where('id', '=', reservationId)
          .where('hotel_id', '=', hotelId)
          .executeTakeFirst();
        if (!reservation) return 'not-found';
        if (reservation.cancelled_at !== null || reservation.checked_out_at !== null)
          return 'cancelled';
        const since = new Date(now.getTime() - INVITATION_RESEND_MINUTES * 60_000).toISOString();
        let recent = trx
          .selectFrom('guest_messages')
          .select('id')
          .where('reservation_id', '=', reservationId)
          .where('kind', '=', 'invitation')
          .where('created_at', '>', since)
          .whereRef('due_at', '=', 'created_at');
        if (guestId !== undefined) recent = recent.where('guest_id', '=', guestId);
        if (await recent.executeTakeFirst()) return 'throttled';
        const queued = await queueInvitationAgain(trx, reservationId, guestId, now);
        return typeof queued === 'number' ? 'done' : queued;
      });
    },
  };
}
