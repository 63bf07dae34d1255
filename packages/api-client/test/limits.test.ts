import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { CheckInSubmission, ForeignGuestDeclaration } from '../src/contract/check-in.ts';
import { CheckOutRequest } from '../src/contract/check-out.ts';
import { Email } from '../src/contract/common.ts';
import { ReserveProgramRequest } from '../src/contract/programs.ts';
import { RatingRequest } from '../src/contract/rating.ts';
import { CancelReservationRequest } from '../src/contract/reservation.ts';
import { CartCheckRequest, PlaceOrderRequest } from '../src/contract/room-service.ts';
import { BillingInfoInput } from '../src/contract/session.ts';
import {
  BILLING_MAX_LENGTH,
  CANCELLATION_REASON_MAX_LENGTH,
  CART_LINE_MAX_QUANTITY,
  CART_MAX_LINES,
  CHECK_IN_NOTES_MAX_LENGTH,
  CHECK_OUT_NOTES_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IDENTITY_DOCUMENT_LIMITS,
  MINIBAR_NOTES_MAX_LENGTH,
  ORDER_NOTES_MAX_LENGTH,
  PROGRAM_MAX_SEATS,
  PROGRAM_NOTES_MAX_LENGTH,
  RATING_EXPERIENCE_MAX_LENGTH,
  RATING_MAX_SCORE,
} from '../src/rules/limits.ts';
import { EMAIL_PATTERN, PASSPORT_NUMBER_PATTERN } from '../src/rules/patterns.ts';

// The portal shows the limits of src/rules; the server refuses by the contract's schemas. Each
// schema must take the limit itself and refuse exactly one more, so the two can never drift.
interface Limit {
  name: string;
  limit: number;
  schema: z.ZodMiniType;
  /** A valid value with the limited part `size` long (characters, units or entries). */
  sized: (size: number) => unknown;
}

const text = (size: number) => 'a'.repeat(size);
const billing = { taxCode: '', businessName: '', address: '', email: '' };
const line = (itemId: number, quantity = 1) => ({ itemId, quantity });
const lines = (size: number) => Array.from({ length: size }, (_, index) => line(index + 1));
const guest = { firstName: 'Lan', lastName: 'Tran', isChild: false, nationality: 'VN' };
const emailOf = (size: number) => `${'a'.repeat(size - '@hotel.vn'.length)}@hotel.vn`;

const limits: Limit[] = [
  {
    name: 'cart line quantity',
    limit: CART_LINE_MAX_QUANTITY,
    schema: CartCheckRequest,
    sized: (size) => ({ lines: [line(1, size)] }),
  },
  {
    name: 'cart lines',
    limit: CART_MAX_LINES,
    schema: CartCheckRequest,
    sized: (size) => ({ lines: lines(size) }),
  },
  {
    name: 'order notes',
    limit: ORDER_NOTES_MAX_LENGTH,
    schema: PlaceOrderRequest,
    sized: (size) => ({ lines: [line(1)], notes: text(size) }),
  },
  ...(['taxCode', 'businessName', 'address'] as const).map((field) => ({
    name: `billing ${field}`,
    limit: BILLING_MAX_LENGTH[field],
    schema: BillingInfoInput,
    sized: (size: number) => ({ ...billing, [field]: text(size) }),
  })),
  {
    name: 'billing e-mail',
    limit: EMAIL_MAX_LENGTH,
    schema: BillingInfoInput,
    sized: (size) => ({ ...billing, email: emailOf(size) }),
  },
  {
    name: 'cancellation reason',
    limit: CANCELLATION_REASON_MAX_LENGTH,
    schema: CancelReservationRequest,
    sized: (size) => ({ reason: text(size), policyAgreed: true }),
  },
  {
    name: 'pre check-in notes',
    limit: CHECK_IN_NOTES_MAX_LENGTH,
    schema: CheckInSubmission,
    sized: (size) => ({ notes: text(size), guests: [guest] }),
  },
  {
    name: 'documents of one guest',
    limit: IDENTITY_DOCUMENT_LIMITS.maxFiles,
    schema: CheckInSubmission,
    sized: (size) => ({
      guests: [{ ...guest, newDocuments: Array.from({ length: size }, (_, index) => index) }],
    }),
  },
  {
    name: 'check-out notes',
    limit: CHECK_OUT_NOTES_MAX_LENGTH,
    schema: CheckOutRequest,
    sized: (size) => ({ minibarUsed: false, notes: text(size) }),
  },
  {
    name: 'mini-bar notes',
    limit: MINIBAR_NOTES_MAX_LENGTH,
    schema: CheckOutRequest,
    sized: (size) => ({ minibarUsed: true, minibarNotes: text(size) }),
  },
  {
    name: 'rating score',
    limit: RATING_MAX_SCORE,
    schema: RatingRequest,
    sized: (size) => ({ score: size }),
  },
  {
    name: 'rating experience',
    limit: RATING_EXPERIENCE_MAX_LENGTH,
    schema: RatingRequest,
    sized: (size) => ({ score: 4, experience: text(size) }),
  },
  {
    name: 'program seats',
    limit: PROGRAM_MAX_SEATS,
    schema: ReserveProgramRequest,
    sized: (size) => ({ seats: size }),
  },
  {
    name: 'program notes',
    limit: PROGRAM_NOTES_MAX_LENGTH,
    schema: ReserveProgramRequest,
    sized: (size) => ({ notes: text(size) }),
  },
];

describe("the contract's schemas hold the hotel's limits", () => {
  it.each(limits)('$name: takes $limit, refuses one more', ({ limit, schema, sized }) => {
    expect(schema.safeParse(sized(limit)).success).toBe(true);
    expect(schema.safeParse(sized(limit + 1)).success).toBe(false);
  });
});

describe("the contract's schemas use the hotel's patterns", () => {
  const declaration = (passportNumber: string) => ({
    fullName: 'Lukas Schmidt',
    gender: 'male',
    dateOfBirth: '1990-01-01',
    nationality: 'DE',
    passportNumber,
    stayFrom: '2026-11-22',
    stayTo: '2026-11-25',
  });

  it.each(['C01X00T47', 'AB123', 'A'.repeat(20), 'AB12', 'A'.repeat(21), 'C01X 00T47', 'C01-X00'])(
    'judges the passport number %s as the pattern does',
    (passportNumber) => {
      expect(ForeignGuestDeclaration.safeParse(declaration(passportNumber)).success).toBe(
        PASSPORT_NUMBER_PATTERN.test(passportNumber),
      );
    },
  );

  it.each(['lan@hotel.vn', 'lan@hotel', 'lan hotel@x.vn', 'lan@hotel.v1', '@hotel.vn'])(
    'judges the e-mail %s as the pattern does',
    (email) => {
      expect(Email.safeParse(email).success).toBe(EMAIL_PATTERN.test(email));
    },
  );

  it('keeps the pattern the guest is told about', () => {
    expect(PASSPORT_NUMBER_PATTERN.test('C01X00T47')).toBe(true);
    expect(PASSPORT_NUMBER_PATTERN.test('AB12')).toBe(false);
    expect(EMAIL_PATTERN.test('lan@hotel.vn')).toBe(true);
    expect(EMAIL_PATTERN.test('lan@hotel')).toBe(false);
  });
});
