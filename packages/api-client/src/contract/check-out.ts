import './zod-setup.ts';
import { z } from 'zod';
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

export const CheckOutRequest = z
  .object({
    options: z
      .array(CheckOutOption)
      .max(CHECKOUT_OPTIONS.length)
      .refine((options) => new Set(options).size === options.length, 'Each option at most once')
      .default([]),
    /** The answer to "Did you use the mini-bar?". */
    minibarUsed: z.boolean(),
    minibarNotes: z.string().trim().max(MINIBAR_NOTES_MAX_LENGTH).default(''),
    notes: z.string().trim().max(CHECK_OUT_NOTES_MAX_LENGTH).default(''),
    /** Optional rating given while checking out. */
    rating: RatingRequest.optional(),
  })
  .strict();
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
      'CHECKOUT_NOT_DEPARTURE_DATE',
      'CHECKOUT_NOT_ARRIVED',
      'CHECKOUT_ALREADY_REQUESTED',
      'RESERVATION_CANCELLED',
      'PRIMARY_GUEST_ONLY',
    ],
  }),
} as const;
