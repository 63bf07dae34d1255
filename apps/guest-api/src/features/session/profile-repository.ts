import type { GuestProfile } from '@portal/api-client/contract/session';
import type { Database } from '../../db/database.ts';

export function createProfileRepository(db: Database) {
  const guestRow = db.prepare(`
    SELECT g.*, r.reservation_number, r.arrival_date, r.departure_date, r.room_type, r.room_number,
           r.adults, r.children, r.arrival_time, r.status, r.cancellation_deadline, r.cancelled_at,
           r.check_in_submitted_at, r.check_out_requested_at, r.checked_out_at, h.code AS hotel_code
    FROM guests g JOIN reservations r ON r.id = g.reservation_id JOIN hotels h ON h.id = r.hotel_id
    WHERE g.id = ?`);
  const sharerRows = db.prepare(`
    SELECT id, first_name, last_name, is_child FROM guests
    WHERE reservation_id = ? AND id <> ? ORDER BY id`);
  const primaryRow = db.prepare(
    'SELECT first_name, last_name FROM guests WHERE reservation_id = ? AND is_primary = 1',
  );

  return {
    profileOf(guestId: number): GuestProfile | null {
      const row = guestRow.get(guestId);
      if (!row) return null;
      const primary = primaryRow.get(row.reservation_id as number) ?? row;
      const fullName = (first: unknown, last: unknown) => `${String(first)} ${String(last)}`;
      return {
        guestId: Number(row.id),
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        fullName: fullName(row.first_name, row.last_name),
        email: String(row.email),
        phone: String(row.phone),
        status: row.status as GuestProfile['status'],
        isPrimary: row.is_primary === 1,
        hotelCode: String(row.hotel_code),
        reservation: {
          reservationNumber: String(row.reservation_number),
          arrivalDate: String(row.arrival_date),
          departureDate: String(row.departure_date),
          roomType: String(row.room_type),
          // The guest sees the room once the front desk marked them Arrived, until check-out.
          roomNumber:
            row.status === 'Arrived' && row.checked_out_at === null && row.room_number !== null
              ? String(row.room_number)
              : null,
          adults: Number(row.adults),
          children: Number(row.children),
          arrivalTime: row.arrival_time === null ? null : String(row.arrival_time),
          guestName: fullName(primary.first_name, primary.last_name),
          surname: String(primary.last_name),
          cancellationDeadline: String(row.cancellation_deadline),
          cancelled: row.cancelled_at !== null,
          checkInSubmitted: row.check_in_submitted_at !== null,
          checkOutRequested: row.check_out_requested_at !== null,
        },
        sharers: sharerRows.all(row.reservation_id as number, guestId).map((sharer) => ({
          id: Number(sharer.id),
          fullName: fullName(sharer.first_name, sharer.last_name),
          isChild: sharer.is_child === 1,
        })),
        billing: {
          taxCode: String(row.billing_tax_code),
          businessName: String(row.billing_business_name),
          address: String(row.billing_address),
          email: String(row.billing_email),
        },
      };
    },
  };
}
