import '../zod-setup.ts';
import { z } from 'zod/mini';
import { CONTENT_NUMBER_LIMITS, CONTENT_TEXT_MAX_LENGTH } from '../../rules/hotel-content.ts';
import { PROGRAM_RESERVATION_STATES } from '../../rules/program-attendance.ts';
import { IdParams, ImageRef, IsoDate, IsoDateTime, LocalizedText, Ok, Vnd } from '../common.ts';
import { defineRoute } from '../route.ts';
import { bothLanguages, PictureName } from './hotel-content.ts';

const bounded = ({ min, max }: { min: number; max: number }) =>
  z.int().check(z.gte(min), z.lte(max));

// The concierge's part: program sessions with their reservations, local tips and offers, each
// edited in both languages with a picture.

/** A guest's reservation of a program session, as the concierge sees it. */
export const SessionReservation = z.object({
  id: z.int(),
  guestName: z.string(),
  reservationNumber: z.string(),
  /** Null until the front desk assigns a room. */
  roomNumber: z.nullable(z.string()),
  seats: z.int(),
  notes: z.string(),
  reservedAt: IsoDateTime,
  /** Who reserved it at the desk; null: the guest, in the portal. */
  reservedBy: z.nullable(z.string()),
  state: z.enum(PROGRAM_RESERVATION_STATES),
  /** Who marked it attended or no-show, and when; null while reserved. */
  markedBy: z.nullable(z.object({ staffName: z.string(), at: IsoDateTime })),
});
export type SessionReservation = z.infer<typeof SessionReservation>;

/** A program session (one program row is one session) with the seats taken and left. */
export const StaffProgram = z.object({
  id: z.int(),
  title: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  location: LocalizedText,
  picture: PictureName,
  image: ImageRef,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  price: Vnd,
  capacity: z.int(),
  /** Seats taken outside the portal (walk-ins, the front desk). */
  seatsHeld: z.int(),
  /** Seats the guests reserved in the portal. */
  seatsReserved: z.int(),
  seatsLeft: z.int(),
  reservations: z.array(SessionReservation),
});
export type StaffProgram = z.infer<typeof StaffProgram>;

export const StaffProgramList = z.object({ programs: z.array(StaffProgram) });

export const StaffProgramQuery = z.strictObject({
  /** Sessions that end on this hotel date or later (default today), soonest first. */
  from: z.optional(IsoDate),
});

export const ProgramInput = z
  .strictObject({
    title: bothLanguages('name'),
    summary: bothLanguages('summary'),
    description: bothLanguages('description'),
    location: bothLanguages('location'),
    picture: PictureName,
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    price: bounded(CONTENT_NUMBER_LIMITS.price),
    capacity: bounded(CONTENT_NUMBER_LIMITS.capacity),
    seatsHeld: bounded(CONTENT_NUMBER_LIMITS.seatsHeld),
  })
  .check(
    z.refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
      message: 'The session must end after it starts',
      path: ['endsAt'],
    }),
    z.refine((input) => input.seatsHeld <= input.capacity, {
      message: 'Seats held cannot exceed the capacity',
      path: ['seatsHeld'],
    }),
  );
export type ProgramInput = z.input<typeof ProgramInput>;

export const StaffLocalTip = z.object({
  id: z.int(),
  title: LocalizedText,
  category: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  address: z.string(),
  distance: LocalizedText,
  picture: PictureName,
  image: ImageRef,
  /** Guests' likes, the hotel's starting count included. */
  likes: z.int(),
});
export type StaffLocalTip = z.infer<typeof StaffLocalTip>;

export const StaffLocalTipList = z.object({ localTips: z.array(StaffLocalTip) });

export const LocalTipInput = z.strictObject({
  title: bothLanguages('name'),
  category: bothLanguages('category'),
  summary: bothLanguages('summary'),
  description: bothLanguages('description'),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_TEXT_MAX_LENGTH.address)),
  distance: bothLanguages('distance'),
  picture: PictureName,
});
export type LocalTipInput = z.input<typeof LocalTipInput>;

export const StaffOffer = z.object({
  id: z.int(),
  title: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  terms: LocalizedText,
  picture: PictureName,
  image: ImageRef,
  validFrom: IsoDate,
  validTo: IsoDate,
  price: z.nullable(Vnd),
  discountPercent: z.nullable(z.int()),
});
export type StaffOffer = z.infer<typeof StaffOffer>;

export const StaffOfferList = z.object({ offers: z.array(StaffOffer) });

export const OfferInput = z
  .strictObject({
    title: bothLanguages('name'),
    summary: bothLanguages('summary'),
    description: bothLanguages('description'),
    terms: bothLanguages('terms'),
    picture: PictureName,
    validFrom: IsoDate,
    validTo: IsoDate,
    price: z.nullable(bounded(CONTENT_NUMBER_LIMITS.price)),
    discountPercent: z.nullable(bounded(CONTENT_NUMBER_LIMITS.discountPercent)),
  })
  .check(
    z.refine((input) => input.validTo >= input.validFrom, {
      message: 'The offer must end on or after the day it starts',
      path: ['validTo'],
    }),
  );
export type OfferInput = z.input<typeof OfferInput>;

export const conciergeRoutes = {
  listStaffPrograms: defineRoute({
    method: 'GET',
    path: '/staff/programs',
    tag: 'Concierge',
    summary:
      "The hotel's program sessions ending on a hotel date or later (default today), soonest first, with their reservations and seats left",
    auth: false,
    staffRoles: ['concierge'],
    query: StaffProgramQuery,
    response: StaffProgramList,
  }),
  addProgram: defineRoute({
    method: 'POST',
    path: '/staff/programs',
    tag: 'Concierge',
    summary: 'Add a program session',
    auth: false,
    staffRoles: ['concierge'],
    body: ProgramInput,
    response: StaffProgram,
    successStatus: 201,
    errors: ['UNKNOWN_PICTURE'],
  }),
  changeProgram: defineRoute({
    method: 'PUT',
    path: '/staff/programs/:id',
    tag: 'Concierge',
    summary: 'Change a program session; its capacity cannot fall below the seats taken',
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: ProgramInput,
    response: StaffProgram,
    errors: ['UNKNOWN_PICTURE', 'CAPACITY_BELOW_SEATS_TAKEN'],
  }),
  listStaffLocalTips: defineRoute({
    method: 'GET',
    path: '/staff/local-tips',
    tag: 'Concierge',
    summary: "The hotel's local tips in the guests' order",
    auth: false,
    staffRoles: ['concierge'],
    response: StaffLocalTipList,
  }),
  addLocalTip: defineRoute({
    method: 'POST',
    path: '/staff/local-tips',
    tag: 'Concierge',
    summary: 'Add a local tip at the end of the list',
    auth: false,
    staffRoles: ['concierge'],
    body: LocalTipInput,
    response: StaffLocalTip,
    successStatus: 201,
    errors: ['UNKNOWN_PICTURE'],
  }),
  changeLocalTip: defineRoute({
    method: 'PUT',
    path: '/staff/local-tips/:id',
    tag: 'Concierge',
    summary: 'Change a local tip',
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: LocalTipInput,
    response: StaffLocalTip,
    errors: ['UNKNOWN_PICTURE'],
  }),
  removeLocalTip: defineRoute({
    method: 'DELETE',
    path: '/staff/local-tips/:id',
    tag: 'Concierge',
    summary: "Remove a local tip, with the guests' likes and favourites of it",
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    response: Ok,
  }),
  listStaffOffers: defineRoute({
    method: 'GET',
    path: '/staff/offers',
    tag: 'Concierge',
    summary: "The hotel's offers, current and coming first, then the ended ones",
    auth: false,
    staffRoles: ['concierge'],
    response: StaffOfferList,
  }),
  addOffer: defineRoute({
    method: 'POST',
    path: '/staff/offers',
    tag: 'Concierge',
    summary: 'Add a special offer',
    auth: false,
    staffRoles: ['concierge'],
    body: OfferInput,
    response: StaffOffer,
    successStatus: 201,
    errors: ['UNKNOWN_PICTURE'],
  }),
  changeOffer: defineRoute({
    method: 'PUT',
    path: '/staff/offers/:id',
    tag: 'Concierge',
    summary: 'Change a special offer',
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: OfferInput,
    response: StaffOffer,
    errors: ['UNKNOWN_PICTURE'],
  }),
} as const;
