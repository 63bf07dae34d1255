import '../zod-setup.ts';
import { z } from 'zod/mini';
import {
  CHECK_OUT_REQUEST_STATES,
  FRONT_DESK_MOVES,
  PRE_CHECK_IN_STATES,
  RESERVATION_STATES,
} from '../../rules/reservation-flow.ts';
import { CheckInGuest, StoredDeclaration } from '../check-in.ts';
import { CheckOutOption } from '../check-out.ts';
import { IdParams, IsoDate, IsoDateTime, TimeOfDay } from '../common.ts';
import { defineRoute } from '../route.ts';

export const ReservationState = z.enum(RESERVATION_STATES);
export const PreCheckInState = z.enum(PRE_CHECK_IN_STATES);
export const CheckOutRequestState = z.enum(CHECK_OUT_REQUEST_STATES);

export const FrontDeskGuest = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  isPrimary: z.boolean(),
  isChild: z.boolean(),
});

/** One line of the arrivals or departures of a day. */
export const FrontDeskReservation = z.object({
  id: z.int(),
  reservationNumber: z.string(),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  guests: z.array(FrontDeskGuest),
  roomType: z.string(),
  roomNumber: z.nullable(z.string()),
  state: ReservationState,
  preCheckIn: z.object({ state: PreCheckInState, sentAt: z.nullable(IsoDateTime) }),
  checkOut: z.object({
    state: CheckOutRequestState,
    requestedAt: z.nullable(IsoDateTime),
    options: z.array(CheckOutOption),
  }),
});
export type FrontDeskReservation = z.infer<typeof FrontDeskReservation>;

/** A hotel date; without it, today on the hotel's calendar. */
export const FrontDeskDayQuery = z.strictObject({ date: z.optional(IsoDate) });

export const FrontDeskDay = z.object({
  date: IsoDate,
  reservations: z.array(FrontDeskReservation),
});

/** A state change: when, which move, by whom (the staff member's name then), and its room or note. */
export const ReservationMoveStamp = z.object({
  at: IsoDateTime,
  move: z.enum(FRONT_DESK_MOVES),
  by: z.string(),
  note: z.string(),
});
export type ReservationMoveStamp = z.infer<typeof ReservationMoveStamp>;

/**
 * A guest of the pre check-in as the reservation shows it: identity data (nationality, declaration)
 * only said to be there; it is read on request, each read audited (`getIdentityDetails`).
 */
export const FrontDeskCheckInGuest = z.extend(
  z.omit(CheckInGuest, { nationality: true, declaration: true }),
  { hasIdentityDetails: z.boolean() },
);

/** A reservation in full: its line, the pre check-in the guests sent (documents by id), its moves. */
export const FrontDeskReservationDetail = z.extend(FrontDeskReservation, {
  history: z.array(ReservationMoveStamp),
  arrivalTime: z.nullable(TimeOfDay),
  /** The note the front desk returned the pre check-in with, until the guest sends it again. */
  returnNote: z.nullable(z.string()),
  notes: z.string(),
  preferenceCodes: z.array(z.string()),
  guests: z.array(FrontDeskCheckInGuest),
});
export type FrontDeskReservationDetail = z.infer<typeof FrontDeskReservationDetail>;

/** Each guest's nationality and declaration (passport number, date of birth…), as they sent them. */
export const IdentityDetails = z.object({
  guests: z.array(
    z.object({
      id: z.int(),
      firstName: z.string(),
      lastName: z.string(),
      nationality: z.nullable(z.string()),
      declaration: z.nullable(StoredDeclaration),
    }),
  ),
});
export type IdentityDetails = z.infer<typeof IdentityDetails>;

/** Reservations a search shows at most; more matched: the desk refines the search. */
export const RESERVATION_SEARCH_LIMIT = 20;

/** What the desk typed: a reservation number, any guest's given name, surname (or both) or e-mail. */
export const ReservationSearchQuery = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(2, 'Type at least 2 characters'), z.maxLength(100)),
});

export const ReservationSearchResults = z.object({
  /** Newest arrival first. */
  reservations: z.array(FrontDeskReservation),
  /** More reservations matched than shown. */
  more: z.boolean(),
});

/** The Arrived reservations, by room. */
export const InHouse = z.object({ reservations: z.array(FrontDeskReservation) });

/** The stored image or PDF itself, answered with its own content type (never JSON). */
export const IdentityDocumentFile = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Cancellations of the last days (default 7, at most 31), newest first. */
export const CancellationsQuery = z.strictObject({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(31)), 7),
});

export const Cancellation = z.extend(FrontDeskReservation, {
  cancelledAt: IsoDateTime,
  /** The guest (before the deadline, in the portal) or a staff member (the front desk). */
  cancelledBy: z.object({ kind: z.enum(['guest', 'staff']), name: z.string() }),
});
export type Cancellation = z.infer<typeof Cancellation>;

export const Cancellations = z.object({ cancellations: z.array(Cancellation) });

/** What the front desk's stream says of a change (`GET /api/staff/events`): which reservation, what of it. */
export const StaffStayEvent = z.object({
  type: z.enum(['reservation.updated', 'check-in.updated', 'check-out.updated']),
  reservationId: z.int(),
});
export type StaffStayEvent = z.infer<typeof StaffStayEvent>;

export const RoomAssignment = z.strictObject({
  roomNumber: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,10}$/, 'Use a room number')),
});

export const PreCheckInReturn = z.strictObject({
  note: z
    .string()
    .check(z.trim(), z.minLength(1, 'Say what the guest must fix'), z.maxLength(1000)),
});

const NoBody = z.strictObject({});

/** A front desk move on one reservation: answers the reservation in full, or 409 when refused. */
function moveRoute<const P extends string, const B extends z.ZodMiniType>(
  path: P,
  summary: string,
  body: B,
  errors: readonly ('RESERVATION_STATE_CONFLICT' | 'ROOM_REQUIRED_FOR_ARRIVAL')[] = [
    'RESERVATION_STATE_CONFLICT',
  ],
) {
  return defineRoute({
    method: 'POST',
    path: `/staff/front-desk/reservations/:id/${path}` as const,
    tag: 'Front desk',
    summary,
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    body,
    response: FrontDeskReservationDetail,
    errors,
  });
}

export const frontDeskRoutes = {
  listArrivals: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/arrivals',
    tag: 'Front desk',
    summary: 'Reservations arriving on a hotel date (default today), cancelled ones excepted',
    auth: false,
    staffRoles: ['front-desk'],
    query: FrontDeskDayQuery,
    response: FrontDeskDay,
  }),
  listDepartures: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/departures',
    tag: 'Front desk',
    summary: 'Reservations departing on a hotel date (default today), cancelled ones excepted',
    auth: false,
    staffRoles: ['front-desk'],
    query: FrontDeskDayQuery,
    response: FrontDeskDay,
  }),
  getFrontDeskReservation: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/reservations/:id',
    tag: 'Front desk',
    summary:
      'A reservation in full: guests, declarations, preferences, arrival time and identity documents',
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    response: FrontDeskReservationDetail,
  }),
  getIdentityDetails: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/identity-details/:id',
    tag: 'Front desk',
    summary:
      "The guests' nationality and declaration (passport number, date of birth…); each read is in the audit log",
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    response: IdentityDetails,
  }),
  searchReservations: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/search',
    tag: 'Front desk',
    summary:
      'Reservations of any date by number, guest name or e-mail (accents and case ignored), newest arrival first',
    auth: false,
    staffRoles: ['front-desk'],
    query: ReservationSearchQuery,
    response: ReservationSearchResults,
  }),
  listInHouse: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/in-house',
    tag: 'Front desk',
    summary: 'The guests in the house now (Arrived reservations), by room',
    auth: false,
    staffRoles: ['front-desk'],
    response: InHouse,
  }),
  getIdentityDocument: defineRoute({
    method: 'GET',
    path: '/staff/identity-documents/:id',
    tag: 'Front desk',
    summary:
      "An identity document's file (image or PDF, not stored by the browser); each view is in the audit log",
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    response: IdentityDocumentFile,
  }),
  listCancellations: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/cancellations',
    tag: 'Front desk',
    summary: 'Reservations cancelled in the last days, newest first, with who cancelled',
    auth: false,
    staffRoles: ['front-desk'],
    query: CancellationsQuery,
    response: Cancellations,
  }),
  confirmReservation: moveRoute('confirm', 'Confirm an unconfirmed reservation', NoBody),
  assignRoom: moveRoute(
    'room',
    'Assign a room (before the guest arrives, or a move while in house)',
    RoomAssignment,
  ),
  markArrived: moveRoute(
    'arrived',
    'Mark the guest Arrived: room service opens and the guest sees the room',
    NoBody,
    ['RESERVATION_STATE_CONFLICT', 'ROOM_REQUIRED_FOR_ARRIVAL'],
  ),
  acceptPreCheckIn: moveRoute(
    'pre-check-in/accept',
    'Accept the pre check-in the guest sent',
    NoBody,
  ),
  returnPreCheckIn: moveRoute(
    'pre-check-in/return',
    'Return the pre check-in to the guest with a note of what is missing',
    PreCheckInReturn,
  ),
  checkOutReservation: moveRoute(
    'check-out',
    'Check the guest out (the check-out request, if any, is marked done)',
    NoBody,
  ),
  cancelReservationAtDesk: moveRoute(
    'cancel',
    'Cancel an unconfirmed or confirmed reservation, whatever its deadline',
    NoBody,
  ),
} as const;
