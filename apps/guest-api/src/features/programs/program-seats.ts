import { num, type Row } from '../../db/row.ts';

/**
 * The seats the guests reserved in the portal, for a query whose program row is `p`: read as
 * `seats_reserved` by {@link seatsOf}, so the guest's and the concierge's counts are one rule.
 */
export const SEATS_RESERVED_COLUMN = `COALESCE((SELECT SUM(pr.seats) FROM program_reservations pr WHERE pr.program_id = p.id), 0) AS seats_reserved`;

export interface ProgramSeats {
  seatsReserved: number;
  /** The capacity less the seats held outside the portal and the guests' reservations, never below 0. */
  seatsLeft: number;
}

/** The seats of a program row selected with {@link SEATS_RESERVED_COLUMN}. */
export function seatsOf(row: Row): ProgramSeats {
  const seatsReserved = num(row.seats_reserved);
  return {
    seatsReserved,
    seatsLeft: Math.max(0, num(row.capacity) - num(row.seats_held) - seatsReserved),
  };
}
