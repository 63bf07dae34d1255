import type { ImageRef } from '@portal/api-client/contract/common';
import type { ProgramInput, StaffProgram } from '@portal/api-client/staff-contract/concierge';

/** What the program form starts from: an entry to change (id) or a new one, and its picture. */
export interface ProgramDraft {
  id: number | null;
  values: ProgramInput;
  image: ImageRef | null;
  /** The guests' reserved seats: the capacity cannot go below the seats taken. */
  seatsReserved: number;
}

const NO_TEXT = { en: '', vi: '' };

export function newProgramDraft(): ProgramDraft {
  return {
    id: null,
    values: {
      title: NO_TEXT,
      summary: NO_TEXT,
      description: NO_TEXT,
      location: NO_TEXT,
      picture: '',
      startsAt: '',
      endsAt: '',
      price: 0,
      capacity: Number.NaN,
      seatsHeld: 0,
    },
    image: null,
    seatsReserved: 0,
  };
}

function valuesOf(program: StaffProgram): ProgramInput {
  return {
    title: program.title,
    summary: program.summary,
    description: program.description,
    location: program.location,
    picture: program.picture,
    startsAt: program.startsAt,
    endsAt: program.endsAt,
    price: program.price,
    capacity: program.capacity,
    seatsHeld: program.seatsHeld,
  };
}

export function programDraftOf(program: StaffProgram): ProgramDraft {
  return {
    id: program.id,
    values: valuesOf(program),
    image: program.image,
    seatsReserved: program.seatsReserved,
  };
}

/** Another session of the same program: its texts, picture, price and capacity, no time yet. */
export function anotherSessionOf(program: StaffProgram): ProgramDraft {
  return {
    id: null,
    values: { ...valuesOf(program), startsAt: '', endsAt: '', seatsHeld: 0 },
    image: program.image,
    seatsReserved: 0,
  };
}
