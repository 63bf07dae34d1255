import { randomUUID } from 'node:crypto';
import { addDays, hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import type { GuestMessageKind } from '@portal/api-client/rules/guest-messages';
import type { FrontDeskMove } from '@portal/api-client/rules/reservation-flow';
import { inTransaction, type Store, type StoreTransaction } from '../../db/store.ts';
import { enqueueGuestPush } from '../push/guest-push.ts';
import { messageSettingsOf } from './message-settings.ts';

/**
 * The outbox of guest e-mails (migrations 020): every function here writes inside the caller's
 * transaction, the one that makes the change the message tells of, so a change is never kept
 * without its message nor a message without its change. The sender (message-sender.ts) sends them.
 */

interface Stay {
  hotelId: number;
  reservationId: number;
  arrivalDate: string;
  departureDate: string;
  timeZone: string;
  cancelled: boolean;
}

async function stayOf(trx: StoreTransaction, reservationId: number): Promise<Stay | null> {
  const row = await trx
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.hotel_id', 'r.arrival_date', 'r.departure_date', 'r.cancelled_at', 'h.time_zone'])
    .where('r.id', '=', reservationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    hotelId: row.hotel_id,
    reservationId,
    arrivalDate: row.arrival_date,
    departureDate: row.departure_date,
    timeZone: row.time_zone,
    cancelled: row.cancelled_at !== null,
  };
}

/** The reservation's guests with an e-mail, the primary one first (only them when asked). */
function guestsWithEmail(trx: StoreTransaction, reservationId: number, primaryOnly: boolean) {
  let query = trx
    .selectFrom('guests')
    .select(['id', 'email'])
    .where('reservation_id', '=', reservationId)
    .where('email', '!=', '');
  if (primaryOnly) query = query.where('is_primary', '=', 1);
  return query.orderBy('is_primary', 'desc').orderBy('id').execute();
}

/** `hour` o'clock on the hotel's clock on a date, as an instant (daylight saving included). */
export function atSendHour(date: string, hour: number, timeZone: string): string {
  return hotelInstant(date, `${String(hour).padStart(2, '0')}:00`, timeZone);
}

const later = (a: string, b: string) => (a > b ? a : b);

async function queue(
  trx: StoreTransaction,
  stay: Stay,
  kind: GuestMessageKind,
  guests: { id: number; email: string }[],
  dueAt: string,
  now: Date,
  note = '',
): Promise<void> {
  if (guests.length === 0) return;
  await trx
    .insertInto('guest_messages')
    .values(
      guests.map((guest) => ({
        hotel_id: stay.hotelId,
        reservation_id: stay.reservationId,
        guest_id: guest.id,
        kind,
        recipient: guest.email,
        note,
        due_at: dueAt,
        next_attempt_at: dueAt,
        message_id: randomUUID(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * A new reservation (created at the desk or imported): the invitation to every guest with an
 * e-mail N days before arrival at the send hour, or at once when it is closer; the reminder to the
 * primary guest the day before arrival (judged when due: only while pre check-in is not sent).
 */
export async function scheduleArrivalMessages(
  trx: StoreTransaction,
  reservationId: number,
  now: Date,
): Promise<void> {
  const stay = await stayOf(trx, reservationId);
  if (!stay || stay.cancelled) return;
  const settings = await messageSettingsOf(trx, stay.hotelId);
  const at = now.toISOString();
  const departs = atSendHour(stay.departureDate, 0, stay.timeZone);
  if (departs <= at) return;
  if (settings.kinds.invitation) {
    const due = atSendHour(
      addDays(stay.arrivalDate, -settings.invitationDaysBefore),
      settings.sendHour,
      stay.timeZone,
    );
    await queue(
      trx,
      stay,
      'invitation',
      await guestsWithEmail(trx, reservationId, false),
      later(due, at),
      now,
    );
  }
  const reminderDue = atSendHour(addDays(stay.arrivalDate, -1), settings.sendHour, stay.timeZone);
  if (settings.kinds.reminder && reminderDue > at)
    await queue(
      trx,
      stay,
      'reminder',
      await guestsWithEmail(trx, reservationId, true),
      reminderDue,
      now,
    );
}

/**
 * What a front desk move sends: the returned pre check-in with its note, the room ready when the
 * guest is marked Arrived, the bill after check-out and, the day after departure, the request to
 * rate the stay; a cancellation cancels every message still to go.
 */
export async function scheduleAfterMove(
  trx: StoreTransaction,
  reservationId: number,
  move: FrontDeskMove,
  now: Date,
  note = '',
): Promise<void> {
  if (move === 'cancel') return cancelPendingMessages(trx, reservationId);
  const stay = await stayOf(trx, reservationId);
  if (!stay || stay.cancelled) return;
  // The guests who turned notifications on hear of it too, whatever the e-mail switches say.
  if (move === 'return-pre-check-in')
    await enqueueGuestPush(
      trx,
      { to: { reservationId }, kind: 'pre-check-in-returned', path: '/check-in' },
      now,
    );
  if (move === 'mark-arrived')
    await enqueueGuestPush(
      trx,
      { to: { reservationId }, kind: 'room-ready', path: '/my-reservation' },
      now,
    );
  const settings = await messageSettingsOf(trx, stay.hotelId);
  const at = now.toISOString();
  const primary = () => guestsWithEmail(trx, reservationId, true);
  if (move === 'return-pre-check-in' && settings.kinds['pre-check-in-returned'])
    await queue(trx, stay, 'pre-check-in-returned', await primary(), at, now, note);
  if (move === 'mark-arrived' && settings.kinds['room-ready'])
    await queue(trx, stay, 'room-ready', await primary(), at, now);
  if (move === 'check-out') {
    if (settings.kinds['after-check-out'])
      await queue(trx, stay, 'after-check-out', await primary(), at, now);
    if (settings.kinds['rate-your-stay']) {
      const due = atSendHour(addDays(stay.departureDate, 1), settings.sendHour, stay.timeZone);
      await queue(
        trx,
        stay,
        'rate-your-stay',
        await guestsWithEmail(trx, reservationId, false),
        later(due, at),
        now,
      );
    }
  }
}

/** A cancelled reservation gets nothing further: its scheduled messages are cancelled. */
export async function cancelPendingMessages(
  trx: StoreTransaction,
  reservationId: number,
): Promise<void> {
  await trx
    .updateTable('guest_messages')
    .set({ state: 'cancelled', reason: 'reservation cancelled', lease_until: null })
    .where('reservation_id', '=', reservationId)
    .where('state', '=', 'scheduled')
    .execute();
}

/**
 * The front desk sends the invitation again, at once: to one guest, or every guest with an e-mail.
 * Answers how many were queued ('no-email' when none of them has an e-mail).
 */
export async function queueInvitationAgain(
  trx: StoreTransaction,
  reservationId: number,
  guestId: number | undefined,
  now: Date,
): Promise<number | 'no-email' | 'not-found'> {
  const stay = await stayOf(trx, reservationId);
  if (!stay) return 'not-found';
  const guests = (await guestsWithEmail(trx, reservationId, false)).filter(
    (guest) => guestId === undefined || guest.id === guestId,
  );
  if (guests.length === 0) return 'no-email';
  await queue(trx, stay, 'invitation', guests, now.toISOString(), now);
  return guests.length;
}

/**
 * Reservations that never had a message (the demo's, seeded without the outbox) get their arrival
 * messages now, so the demo's mailbox shows what a hotel's guests receive.
 */
export async function scheduleUninvitedReservations(
  store: Store,
  now: Date,
  hotelCode?: string,
): Promise<number> {
  let uninvited = store
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select('r.id')
    .where('r.cancelled_at', 'is', null)
    .where('r.checked_out_at', 'is', null)
    // Guests already in the house are not invited to check in.
    .where('r.status', '!=', 'Arrived')
    .where('r.departure_date', '>=', now.toISOString().slice(0, 10))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('guest_messages as m')
            .select('m.id')
            .whereRef('m.reservation_id', '=', 'r.id'),
        ),
      ),
    );
  if (hotelCode) uninvited = uninvited.where('h.code', '=', hotelCode);
  const rows = await uninvited.execute();
  for (const row of rows)
    await inTransaction(store, (trx) => scheduleArrivalMessages(trx, row.id, now));
  return rows.length;
}
