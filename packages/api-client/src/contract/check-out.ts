import './zod-setup.ts';
import { z } from 'zod/mini';
import { IsoDateTime } from './common.ts';
import { RatingRequest } from './rating.ts';
import { CHECK_OUT_NOTES_MAX_LENGTH, MINIBAR_NOTES_MAX_LENGTH } from '../rules/limits.ts';
import { defineRoute } from './route.ts';

export const CHECKOUT_OPTIONS = [
  'CHECKOUT_LATE',
  'CHECKOUT_LUGGAGE_STORE',
  'CHECKOUT_TAXI_SERVICE',
] as const;
export const CheckOutOption = z.enum(CHECKOUT_OPTIONS);
export type CheckOutOption = z.infer<typeof CheckOutOption>;

export const CheckOutRequest = z.strictObject({
  options: z._default(
    z.array(CheckOutOption).check(
      z.maxLength(CHECKOUT_OPTIONS.length),
      z.refine((options) => new Set(options).size === options.length, 'Each option at most once'),
    ),
    [],
  ),
  /** The answer to "Did you use the mini-bar?". */
  minibarUsed: z.boolean(),
  minibarNotes: z._default(z.string().check(z.trim(), z.maxLength(MINIBAR_NOTES_MAX_LENGTH)), ''),
  notes: z._default(z.string().check(z.trim(), z.maxLength(CHECK_OUT_NOTES_MAX_LENGTH)), ''),
  /** Optional rating given while checking out. */
  rating: z.optional(RatingRequest),
});
export type CheckOutRequest = z.input<typeof CheckOutRequest>;

export const CheckOut = z.object({
  requestedAt: IsoDateTime,
  options: z.array(CheckOutOption),
  minibarUsed: z.boolean(),
  minibarNotes: z.string(),
  notes: z.string(),
});
export type CheckOut = z.infer<typeof CheckOut>;

export const checkOutRoutes = {
  requestCheckOut: defineRoute({
    method: 'POST',
    path: '/check-out',
    tag: 'Check-out',
    summary:
      'Request check-out for the reservation (the primary guest, only on the departure date), with options, the mini-bar answer and a rating',
    auth: true,
    body: CheckOutRequest,
    response: CheckOut,
    successStatus: 201,
    errors: [
      'STAY_CHECKED_OUT',
      'CHECKOUT_NOT_DEPARTURE_DATE',
      'CHECKOUT_NOT_ARRIVED',
      'CHECKOUT_ALREADY_REQUESTED',
      'RESERVATION_CANCELLED',
      'PRIMARY_GUEST_ONLY',
    ],
  }),
} as const;
