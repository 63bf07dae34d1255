import type { FieldIssue } from '@portal/api-client/contract/errors';
import type { ImportProblem } from '@portal/api-client/staff-contract/reservation-import';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { Hotel, StaffIdentity } from '../../platform/http/request-context.ts';
import type { FrontDeskRepository } from './front-desk-repository.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import { previewImport } from './import-preview.ts';
import type { NewStay, ReservationImportRepository } from './reservation-import-repository.ts';
import { hotelRoomType } from './room-types.ts';

interface ReservationImportDeps {
  imports: ReservationImportRepository;
  frontDesk: FrontDeskRepository;
  audit: AuditLogRepository;
  /** Each hotel's room types (tenants/<id>/tenant.json), by hotel code. */
  roomTypes: ReadonlyMap<string, readonly string[]>;
  now: () => Date;
}

/** A bad row as a refusal's detail: `row 3: email` · `BAD_EMAIL`. */
function asDetail(problem: ImportProblem): FieldIssue {
  return {
    path: problem.field ? `row ${problem.row}: ${problem.field}` : `row ${problem.row}`,
    message: problem.reason,
  };
}

export function reservationImportHandlers({
  imports,
  frontDesk,
  audit,
  roomTypes,
  now,
}: ReservationImportDeps) {
  const roomTypesOf = (hotel: Hotel) => roomTypes.get(hotel.code) ?? [];

  const preview = (hotel: Hotel, csv: string) =>
    previewImport(csv, {
      roomTypes: roomTypesOf(hotel),
      takenNumbers: (numbers) => imports.takenNumbers(hotel.id, numbers),
    });

  async function record(
    hotel: Hotel,
    staff: StaffIdentity,
    action: 'reservation-created' | 'reservations-imported',
    subject: string,
  ) {
    await audit.record(
      { hotelId: hotel.id, staff: { id: staff.staff.id, name: staff.staff.name }, action, subject },
      now(),
    );
  }

  return {
    listRoomTypes: ({ hotel }) => ({ roomTypes: [...roomTypesOf(hotel)] }),
    createReservation: async ({ hotel, staff, body }) => {
      const roomType = hotelRoomType(roomTypesOf(hotel), body.roomType);
      if (roomType === null) throw new HttpError('UNKNOWN_ROOM_TYPE');
      const ids = await imports.create(hotel, [{ ...body, roomType }], now());
      const id = ids === 'taken' ? undefined : ids[0];
      if (id === undefined) throw new HttpError('RESERVATION_NUMBER_TAKEN');
      await record(hotel, staff, 'reservation-created', body.reservationNumber);
      const created = await frontDesk.find(hotel.id, id);
      if (!created) throw new HttpError('NOT_FOUND');
      return created;
    },
    previewReservationImport: ({ hotel, body }) => preview(hotel, body.csv),
    importReservations: async ({ hotel, staff, body }) => {
      const { clean, reservations, problems } = await preview(hotel, body.csv);
      if (!clean)
        throw new HttpError(
          'RESERVATION_IMPORT_REFUSED',
          `Nothing was imported: ${problems.length} problem(s), the first in row ${problems[0]?.row ?? 1}`,
          { details: problems.map(asDetail) },
        );
      const stays: NewStay[] = reservations.map((reservation) => ({
        ...reservation,
        // A PMS export lists the bookings it holds: they come in Confirmed.
        state: 'Confirmed',
      }));
      if ((await imports.create(hotel, stays, now())) === 'taken')
        throw new HttpError('RESERVATION_NUMBER_TAKEN');
      const guests = stays.reduce((sum, stay) => sum + stay.guests.length, 0);
      await record(
        hotel,
        staff,
        'reservations-imported',
        `${stays.length} reservations, ${guests} guests`,
      );
      return {
        imported: stays.length,
        reservationNumbers: stays.map((stay) => stay.reservationNumber),
      };
    },
  } satisfies Partial<StaffHandlers>;
}
