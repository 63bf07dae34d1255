import type { AuditAction } from '@portal/api-client/staff-contract/audit-log';
import { hotelToday, onHotelClock } from '@portal/api-client/rules/hotel-calendar';
import { mayMarkAttendance } from '@portal/api-client/rules/program-attendance';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { Hotel, StaffIdentity } from '../../platform/http/request-context.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { RESERVE_REFUSALS } from '../../platform/programs/reserve-refusals.ts';
import type { ProgramsRepository } from '../../platform/programs/programs-repository.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { DeskReservation, ProgramDeskRepository } from './program-desk-repository.ts';
import type { ProgramSessionsRepository } from './program-sessions.ts';

interface ProgramDeskDeps {
  desk: ProgramDeskRepository;
  programs: ProgramsRepository;
  sessions: ProgramSessionsRepository;
  audit: AuditLogRepository;
  events: EventBus;
  now: () => Date;
}

/** The concierge's moves of a guest's program reservation, each audited and told live. */
export function programDeskHandlers({
  desk,
  programs,
  sessions,
  audit,
  events,
  now,
}: ProgramDeskDeps) {
  async function session(hotelId: number, programId: number) {
    const program = await sessions.find(hotelId, programId);
    if (!program) throw new HttpError('NOT_FOUND', 'Program not found');
    return program;
  }

  async function reservation(hotelId: number, id: number): Promise<DeskReservation> {
    const found = await desk.find(hotelId, id);
    if (!found) throw new HttpError('NOT_FOUND', 'Program reservation not found');
    return found;
  }

  /** Audits the move (who, when, what) and tells the guest's portal and the concierge's screens. */
  async function told(
    hotel: Hotel,
    staff: StaffIdentity,
    action: AuditAction,
    what: { programId: number; reservationId: number; subject: string },
    at: Date,
  ) {
    await audit.record(
      {
        hotelId: hotel.id,
        staff: { id: staff.staff.id, name: staff.staff.name },
        action,
        subject: what.subject,
      },
      at,
    );
    events.publish({
      type: 'program.updated',
      hotelId: hotel.id,
      reservationId: what.reservationId,
      programId: what.programId,
    });
  }

  const subjectOf = (
    hotel: Hotel,
    entry: { programTitle: string; startsAt: string; reservationNumber: string; guestName: string },
  ) =>
    `${entry.programTitle} ${onHotelClock(entry.startsAt, hotel.timeZone, 'YYYY-MM-DD HH:mm')}: ` +
    `${entry.reservationNumber} ${entry.guestName}`;

  return {
    findProgramGuests: async ({ hotel, query }) => ({
      guests: await desk.findGuests(hotel.id, query.q, hotelToday(hotel.timeZone, now())),
    }),
    reserveProgramForGuest: async ({ hotel, staff, params, body }) => {
      const program = await session(hotel.id, params.id);
      const stay = await desk.stayOf(hotel.id, body.guestId);
      if (!stay) throw new HttpError('NOT_FOUND', 'Guest not found');
      if (stay.cancelled) throw new HttpError('RESERVATION_CANCELLED');
      // A stay that ended early at the desk has no days left for a session.
      if (stay.checkedOut) throw RESERVE_REFUSALS['outside-stay']();
      const at = now();
      const outcome = await programs.reserve({
        hotelId: hotel.id,
        programId: params.id,
        guestId: body.guestId,
        seats: body.seats,
        notes: body.notes,
        at,
        reservedBy: { id: staff.staff.id, name: staff.staff.name },
        during: { ...stay, timeZone: hotel.timeZone },
      });
      if (outcome !== 'reserved') throw RESERVE_REFUSALS[outcome]();
      await told(
        hotel,
        staff,
        'program-reserved-for-guest',
        {
          programId: params.id,
          reservationId: stay.reservationId,
          subject: subjectOf(hotel, {
            ...stay,
            programTitle: program.title.en,
            startsAt: program.startsAt,
          }),
        },
        at,
      );
      return session(hotel.id, params.id);
    },
    markProgramAttendance: async ({ hotel, staff, params, body }) => {
      const entry = await reservation(hotel.id, params.id);
      const at = now();
      if (!mayMarkAttendance(entry.startsAt, at)) throw new HttpError('PROGRAM_NOT_STARTED');
      await desk.mark(entry.id, body.state, { id: staff.staff.id, name: staff.staff.name }, at);
      await told(
        hotel,
        staff,
        body.state === 'attended' ? 'program-reservation-attended' : 'program-reservation-no-show',
        { ...entry, subject: subjectOf(hotel, entry) },
        at,
      );
      return session(hotel.id, entry.programId);
    },
    cancelProgramReservationForGuest: async ({ hotel, staff, params }) => {
      const entry = await reservation(hotel.id, params.id);
      const at = now();
      await desk.cancel(entry.id);
      await told(
        hotel,
        staff,
        'program-reservation-cancelled',
        { ...entry, subject: subjectOf(hotel, entry) },
        at,
      );
      return session(hotel.id, entry.programId);
    },
  } satisfies Partial<StaffHandlers>;
}
