import { IsoDate } from '@portal/api-client/contract/common';
import {
  GUEST_NAME_MAX_LENGTH,
  OptionalGuestEmail,
  ReservationLanguage,
  ReservationNumber,
  type ImportedReservation,
  type ImportPreview,
  type ImportProblem,
} from '@portal/api-client/staff-contract/reservation-import';
import { readReservationCsv, type CsvGuestRow } from './reservation-csv.ts';
import { hotelRoomType } from './room-types.ts';

export interface HotelFacts {
  roomTypes: readonly string[];
  /** Which of these reservation numbers (upper case) the hotel already has. */
  takenNumbers(numbers: string[]): Promise<Set<string>>;
}

/** What one reservation's rows must agree on; the first row of a number sets it. */
interface StayOfNumber {
  arrival: string;
  departure: string;
  roomType: string;
}

/** The row's `language`: '' (or no column) is the hotel's default, else `en` or `vi` in any case. */
function rowLanguage(value: string): ReservationLanguage | undefined | 'bad' {
  if (value === '') return undefined;
  const language = ReservationLanguage.safeParse(value.toLowerCase());
  return language.success ? language.data : 'bad';
}

function nameProblem(value: string): ImportProblem['reason'] | null {
  if (value === '') return 'MISSING_NAME';
  return value.length > GUEST_NAME_MAX_LENGTH ? 'NAME_TOO_LONG' : null;
}

/**
 * Judges every row of a CSV export against the hotel: each bad row with its field and reason, and
 * the reservations the good ones make (guests in the file's order, the first one's the primary).
 */
export async function previewImport(text: string, hotel: HotelFacts): Promise<ImportPreview> {
  const { rows, problems } = readReservationCsv(text);
  const numbers = rows.map((row) => ReservationNumber.safeParse(row.values.reservation_number));
  const taken = await hotel.takenNumbers(
    numbers.flatMap((number) => (number.success ? [number.data] : [])),
  );
  const stays = new Map<string, StayOfNumber>();
  const reservations = new Map<string, ImportedReservation>();
  const badNumbers = new Set<string>();
  /** The language the first row of a number to name one gave; rows leaving it empty agree. */
  const languages = new Map<string, ReservationLanguage>();

  rows.forEach((row: CsvGuestRow, index) => {
    const { values, line } = row;
    const rowProblems: ImportProblem[] = [];
    const problem = (field: string, reason: ImportProblem['reason']) =>
      rowProblems.push({ row: line, field, reason });

    const arrival = IsoDate.safeParse(values.arrival_date);
    const departure = IsoDate.safeParse(values.departure_date);
    const roomType = hotelRoomType(hotel.roomTypes, values.room_type);
    const parsedNumber = numbers[index];
    const number = parsedNumber?.success ? parsedNumber.data : null;
    if (number === null) problem('reservation_number', 'BAD_RESERVATION_NUMBER');
    else if (taken.has(number)) problem('reservation_number', 'ALREADY_IN_HOTEL');
    else {
      const first = stays.get(number);
      const stay = {
        arrival: values.arrival_date,
        departure: values.departure_date,
        roomType: roomType ?? values.room_type,
      };
      if (!first) stays.set(number, stay);
      else if (
        first.arrival !== stay.arrival ||
        first.departure !== stay.departure ||
        first.roomType !== stay.roomType
      )
        problem('reservation_number', 'DUPLICATE_IN_FILE');
    }
    if (!arrival.success) problem('arrival_date', 'BAD_DATE');
    if (!departure.success) problem('departure_date', 'BAD_DATE');
    else if (arrival.success && departure.data <= arrival.data)
      problem('departure_date', 'DEPARTURE_NOT_AFTER_ARRIVAL');
    if (roomType === null) problem('room_type', 'UNKNOWN_ROOM_TYPE');
    const givenName = nameProblem(values.given_name);
    if (givenName) problem('given_name', givenName);
    const surname = nameProblem(values.surname);
    if (surname) problem('surname', surname);
    const email = OptionalGuestEmail.safeParse(values.email);
    if (!email.success) problem('email', 'BAD_EMAIL');
    const language = rowLanguage(values.language);
    if (language === 'bad') problem('language', 'BAD_LANGUAGE');
    else if (number !== null && language !== undefined) {
      const named = languages.get(number);
      if (named === undefined) languages.set(number, language);
      else if (named !== language) problem('language', 'LANGUAGE_DIFFERS_IN_FILE');
    }

    if (number !== null && rowProblems.length > 0) badNumbers.add(number);
    problems.push(...rowProblems);
    if (
      rowProblems.length > 0 ||
      number === null ||
      !email.success ||
      roomType === null ||
      language === 'bad'
    )
      return;
    const guest = { firstName: values.given_name, lastName: values.surname, email: email.data };
    const known = reservations.get(number);
    if (known) {
      known.guests.push(guest);
      known.rows.push(line);
      if (language !== undefined) known.language = language;
    } else {
      reservations.set(number, {
        reservationNumber: number,
        arrivalDate: values.arrival_date,
        departureDate: values.departure_date,
        roomType,
        guests: [guest],
        ...(language === undefined ? {} : { language }),
        rows: [line],
      });
    }
  });

  problems.sort((a, b) => a.row - b.row);
  return {
    clean: problems.length === 0,
    // A reservation one of whose rows is bad would come in short of a guest: it is left out.
    reservations: [...reservations.values()].filter(
      (reservation) => !badNumbers.has(reservation.reservationNumber),
    ),
    problems,
  };
}
