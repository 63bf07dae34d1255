import { addDays, hotelInstant } from '@portal/api-client/rules/hotel-calendar';
import type { NewReservationGuest } from '@portal/api-client/staff-contract/reservation-import';
import { isConstraintFailure } from '../../db/constraint-failure.ts';
import { transaction, type Database } from '../../db/database.ts';

/** A reservation as the front desk enters it, by hand or from a file. */
export interface NewStay {
  reservationNumber: string;
  arrivalDate: string;
  departureDate: string;
  roomType: string;
  state: 'Unconfirmed' | 'Confirmed';
  /** The first is the guest who made the reservation. */
  guests: NewReservationGuest[];
}

export interface ReservationImportRepository {
  /** Which of these numbers the hotel already has (cancelled reservations keep theirs). */
  takenNumbers(hotelId: number, numbers: string[]): Set<string>;
  /**
   * Stores every stay in one transaction and answers their ids in order, or 'taken' (and stores
   * nothing) when a number was taken meanwhile.
   */
  create(hotel: { id: number; timeZone: string }, stays: NewStay[]): number[] | 'taken';
}

export function createSqliteReservationImportRepository(db: Database): ReservationImportRepository {
  const numberTaken = db.prepare(
    'SELECT 1 FROM reservations WHERE hotel_id = ? AND reservation_number = ? COLLATE NOCASE',
  );
  const insertReservation = db.prepare(`
    INSERT INTO reservations (hotel_id, reservation_number, arrival_date, departure_date, room_type,
      adults, children, status, cancellation_deadline)
    VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`);
  const insertGuest = db.prepare(
    'INSERT INTO guests (reservation_id, is_primary, first_name, last_name, email) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    takenNumbers(hotelId, numbers) {
      return new Set(numbers.filter((number) => numberTaken.get(hotelId, number) !== undefined));
    },
    create(hotel, stays) {
      try {
        return transaction(db, () =>
          stays.map((stay) => {
            if (numberTaken.get(hotel.id, stay.reservationNumber) !== undefined)
              throw new NumberTaken();
            const reservationId = Number(
              insertReservation.run(
                hotel.id,
                stay.reservationNumber,
                stay.arrivalDate,
                stay.departureDate,
                stay.roomType,
                stay.guests.length,
                stay.state,
                // Free cancellation until 18:00 the day before arrival, as the demo's stays have it.
                hotelInstant(addDays(stay.arrivalDate, -1), '18:00', hotel.timeZone),
              ).lastInsertRowid,
            );
            stay.guests.forEach((guest, index) => {
              insertGuest.run(
                reservationId,
                index === 0 ? 1 : 0,
                guest.firstName,
                guest.lastName,
                guest.email,
              );
            });
            return reservationId;
          }),
        );
      } catch (error) {
        if (error instanceof NumberTaken || isConstraintFailure(error)) return 'taken';
        throw error;
      }
    },
  };
}

class NumberTaken extends Error {}
