import type { GuestProfile } from '@portal/api-client/contract/session';
import { preparedRead } from '../../db/prepared.ts';
import type { Store } from '../../db/store.ts';
import type { GuestIdentity } from '../../platform/http/request-context.ts';

const guestRow = preparedRead((store: Store, guestId: number) =>
  store
    .selectFrom('guests as g')
    .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select([
      'g.id',
      'g.reservation_id',
      'g.is_primary',
      'g.first_name',
      'g.last_name',
      'g.email',
      'g.phone',
      'g.billing_tax_code',
      'g.billing_business_name',
      'g.billing_address',
      'g.billing_email',
      'r.reservation_number',
      'r.arrival_date',
      'r.departure_date',
      'r.room_type',
      'r.room_number',
      'r.adults',
      'r.children',
      'r.arrival_time',
      'r.status',
      'r.cancellation_deadline',
      'r.cancelled_at',
      'r.check_in_submitted_at',
      'r.check_out_requested_at',
      'r.checked_out_at',
      'h.code as hotel_code',
    ])
    .where('g.id', '=', guestId),
);

/** The reservation's guests, the primary first: the primary's name and the guest's sharers. */
const reservationGuests = preparedRead((store: Store, reservationId: number) =>
  store
    .selectFrom('guests')
    .select(['id', 'first_name', 'last_name', 'is_child', 'is_primary'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id'),
);

export interface ProfileRepository {
  /** What `GET /api/customer-flow/me` answers the signed-in guest; null once they are gone. */
  profileOf(guest: GuestIdentity): Promise<GuestProfile | null>;
}

export function createProfileRepository(store: Store): ProfileRepository {
  return {
    async profileOf({ guestId }) {
      const [row] = await guestRow(store, guestId);
      if (!row) return null;
      const guests = await reservationGuests(store, row.reservation_id);
      const primary = guests.find((guest) => guest.is_primary === 1) ?? row;
      const sharers = guests.filter((guest) => guest.id !== guestId);
      const fullName = (first: string, last: string) => `${first} ${last}`;
      return {
        guestId: Number(row.id),
        firstName: row.first_name,
        lastName: row.last_name,
        fullName: fullName(row.first_name, row.last_name),
        email: row.email,
        phone: row.phone,
        // Checked out once the front desk has checked the stay out (the stored status stays Arrived).
        status:
          row.checked_out_at === null ? (row.status as GuestProfile['status']) : 'Checked out',
        isPrimary: row.is_primary === 1,
        hotelCode: row.hotel_code,
        reservation: {
          reservationNumber: row.reservation_number,
          arrivalDate: row.arrival_date,
          departureDate: row.departure_date,
          roomType: row.room_type,
          // The guest sees the room once the front desk marked them Arrived, until check-out.
          roomNumber:
            row.status === 'Arrived' && row.checked_out_at === null ? row.room_number : null,
          adults: Number(row.adults),
          children: Number(row.children),
          arrivalTime: row.arrival_time,
          guestName: fullName(primary.first_name, primary.last_name),
          surname: primary.last_name,
          cancellationDeadline: row.cancellation_deadline,
          cancelled: row.cancelled_at !== null,
          checkInSubmitted: row.check_in_submitted_at !== null,
          checkOutRequested: row.check_out_requested_at !== null,
        },
        sharers: sharers.map((sharer) => ({
          id: Number(sharer.id),
          fullName: fullName(sharer.first_name, sharer.last_name),
          isChild: sharer.is_child === 1,
        })),
        billing: {
          taxCode: row.billing_tax_code,
          businessName: row.billing_business_name,
          address: row.billing_address,
          email: row.billing_email,
        },
      };
    },
  };
}
