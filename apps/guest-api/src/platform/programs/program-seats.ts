import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/**
 * The seats the guests reserved in the portal, selected beside a `programs` row as
 * `seats_reserved` and read by {@link seatsOf}, so the guest's and the concierge's counts are one
 * rule.
 */
export function seatsReserved(eb: ExpressionBuilder<Tables, 'programs'>) {
  const reserved = eb
    .selectFrom('program_reservations')
    .select((sub) => sub.fn.sum<number>('program_reservations.seats').as('seats'))
    .whereRef('program_reservations.program_id', '=', 'programs.id');
  return eb.fn.coalesce(reserved, eb.lit(0)).as('seats_reserved');
}

export interface ProgramSeats {
  seatsReserved: number;
  /** The capacity less the seats held outside the portal and the guests' reservations, never below 0. */
  seatsLeft: number;
}

/** The seats of a program row selected with {@link seatsReserved}. */
export function seatsOf(row: {
  capacity: number;
  seats_held: number;
  seats_reserved: unknown;
}): ProgramSeats {
  const reserved = Number(row.seats_reserved);
  return {
    seatsReserved: reserved,
    seatsLeft: Math.max(0, Number(row.capacity) - Number(row.seats_held) - reserved),
  };
}
