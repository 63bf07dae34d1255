import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import {
  assertNotCancelled,
  assertStayNotOver,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ProgramsRepository } from '../../platform/programs/programs-repository.ts';
import { RESERVE_REFUSALS } from '../../platform/programs/reserve-refusals.ts';

interface ProgramsDeps {
  stays: StayRepository;
  programs: ProgramsRepository;
  events: EventBus;
  now: () => Date;
}

const REFUSALS = RESERVE_REFUSALS;

export function programsHandlers({ stays, programs, events, now }: ProgramsDeps) {
  // The concierge's open programs screen counts the seats again.
  const told = (hotelId: number, reservationId: number, programId: number) =>
    events.publish({ type: 'program.updated', hotelId, reservationId, programId });

  async function current(hotelId: number, guestId: number, programId: number) {
    const program = await programs.find(hotelId, guestId, programId);
    if (!program) throw REFUSALS['not-found']();
    return program;
  }

  return {
    listPrograms: async ({ hotel, guest }) => ({
      programs: await programs.list(hotel.id, guest.guestId, now()),
    }),
    getProgram: ({ hotel, guest, params }) => current(hotel.id, guest.guestId, params.id),
    reserveProgram: async ({ hotel, guest, params, body }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertNotCancelled(stay);
      const outcome = await programs.reserve({
        hotelId: hotel.id,
        programId: params.id,
        guestId: guest.guestId,
        seats: body.seats,
        notes: body.notes,
        at: now(),
      });
      if (outcome !== 'reserved') throw REFUSALS[outcome]();
      told(hotel.id, guest.reservationId, params.id);
      return current(hotel.id, guest.guestId, params.id);
    },
    cancelProgramReservation: async ({ hotel, guest, params }) => {
      const outcome = await programs.cancel({
        hotelId: hotel.id,
        programId: params.id,
        guestId: guest.guestId,
        at: now(),
      });
      if (outcome === 'not-found')
        throw new HttpError('NOT_FOUND', 'You have no reservation of this program');
      if (outcome === 'started') throw REFUSALS.started();
      told(hotel.id, guest.reservationId, params.id);
      return current(hotel.id, guest.guestId, params.id);
    },
  } satisfies Partial<Handlers>;
}
