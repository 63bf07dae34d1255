import './zod-setup.ts';
import { z } from 'zod/mini';
import { IsoDate, IsoDateTime, TimeOfDay } from './common.ts';
import { CANCELLATION_REASON_MAX_LENGTH } from '../rules/limits.ts';
import { CHECK_OUT_REQUEST_STATES } from '../rules/reservation-flow.ts';
import { defineRoute } from './route.ts';
import { GuestStatus } from './session.ts';

export const ReservationGuest = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  isChild: z.boolean(),
  isPrimary: z.boolean(),
  /** The signed-in guest. */
  isMe: z.boolean(),
});
export type ReservationGuest = z.infer<typeof ReservationGuest>;

/** The reservation the signed-in guest belongs to, with what the hotel's rules allow today. */
export const Reservation = z.object({
  reservationNumber: z.string(),
  status: GuestStatus,
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  nights: z.int(),
  roomType: z.string(),
  roomNumber: z.nullable(z.string()),
  adults: z.int(),
  children: z.int(),
  arrivalTime: z.nullable(TimeOfDay),
  guestName: z.string(),
  surname: z.string(),
  guests: z.array(ReservationGuest),
  /** Today in the hotel's time zone, the day every rule below is judged on. */
  hotelToday: IsoDate,
  cancellation: z.object({
    deadline: IsoDateTime,
    /** Before the deadline and not cancelled yet; after it the guest is asked to contact the hotel. */
    open: z.boolean(),
    cancelledAt: z.nullable(IsoDateTime),
    reason: z.nullable(z.string()),
  }),
  checkIn: z.object({ submittedAt: z.nullable(IsoDateTime), open: z.boolean() }),
  checkOut: z.object({
    requestedAt: z.nullable(IsoDateTime),
    /** `done` once the front desk has checked the stay out (the reservation is then Checked out). */
    status: z.enum(CHECK_OUT_REQUEST_STATES),
    /** Arrived, not requested yet, and today is the departure date. */
    open: z.boolean(),
    /** The signed-in guest is a companion: the primary guest checks out for the reservation. */
    primaryGuestOnly: z.boolean(),
  }),
});
export type Reservation = z.infer<typeof Reservation>;

export const CancelReservationRequest = z.strictObject({
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Missing reason'), z.maxLength(CANCELLATION_REASON_MAX_LENGTH)),
  /** The guest ticked "I agree to the cancellation policy (a charge fee may apply)". */
  policyAgreed: z.boolean(),
});
export type CancelReservationRequest = z.infer<typeof CancelReservationRequest>;

export const reservationRoutes = {
  getReservation: defineRoute({
    method: 'GET',
    path: '/reservation',
    tag: 'Reservation',
    summary: "The signed-in guest's reservation (a sharer reads the one they share)",
    auth: true,
    response: Reservation,
  }),
  cancelReservation: defineRoute({
    method: 'POST',
    path: '/reservation/cancel',
    tag: 'Reservation',
    summary: 'Cancel the reservation before its cancellation deadline, giving a reason',
    auth: true,
    body: CancelReservationRequest,
    response: Reservation,
    errors: [
      'STAY_CHECKED_OUT',
      'POLICY_NOT_AGREED',
      'CANCELLATION_CLOSED',
      'RESERVATION_CANCELLED',
      'PRIMARY_GUEST_ONLY',
    ],
  }),
} as const;
