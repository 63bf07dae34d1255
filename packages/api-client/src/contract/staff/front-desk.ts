import '../zod-setup.ts';
import { z } from 'zod';
import {
  CHECK_OUT_REQUEST_STATES,
  PRE_CHECK_IN_STATES,
  RESERVATION_STATES,
} from '../../rules/reservation-flow.ts';
import { CheckInGuest } from '../check-in.ts';
import { CheckOutOption } from '../check-out.ts';
import { IdParams, IsoDate, IsoDateTime, TimeOfDay } from '../common.ts';
import { defineRoute } from '../route.ts';

export const ReservationState = z.enum(RESERVATION_STATES);
export const PreCheckInState = z.enum(PRE_CHECK_IN_STATES);
export const CheckOutRequestState = z.enum(CHECK_OUT_REQUEST_STATES);

export const FrontDeskGuest = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isPrimary: z.boolean(),
  isChild: z.boolean(),
});

/** One line of the arrivals or departures of a day. */
export const FrontDeskReservation = z.object({
  id: z.number().int(),
  reservationNumber: z.string(),
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  guests: z.array(FrontDeskGuest),
  roomType: z.string(),
  roomNumber: z.string().nullable(),
  state: ReservationState,
  preCheckIn: z.object({ state: PreCheckInState, sentAt: IsoDateTime.nullable() }),
  checkOut: z.object({
    state: CheckOutRequestState,
    requestedAt: IsoDateTime.nullable(),
    options: z.array(CheckOutOption),
  }),
});
export type FrontDeskReservation = z.infer<typeof FrontDeskReservation>;

/** A hotel date; without it, today on the hotel's calendar. */
export const FrontDeskDayQuery = z.object({ date: IsoDate.optional() }).strict();

export const FrontDeskDay = z.object({
  date: IsoDate,
  reservations: z.array(FrontDeskReservation),
});

/** A reservation in full: its line, and the pre check-in the guests sent (documents by id). */
export const FrontDeskReservationDetail = FrontDeskReservation.extend({
  arrivalTime: TimeOfDay.nullable(),
  notes: z.string(),
  preferenceCodes: z.array(z.string()),
  guests: z.array(CheckInGuest),
});
export type FrontDeskReservationDetail = z.infer<typeof FrontDeskReservationDetail>;

/** The stored image or PDF itself, answered with its own content type (never JSON). */
export const IdentityDocumentFile = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

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
} as const;
