import type { z } from 'zod';
import { OfferInput, ProgramInput } from '@portal/api-client/staff-contract/concierge';

function boundsOf(schema: z.ZodNumber): { min: number; max: number } {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** The whole numbers the concierge's forms take, bounded as the contract's schemas bound them. */
export const NUMBER_LIMITS = {
  price: boundsOf(ProgramInput.shape.price),
  capacity: boundsOf(ProgramInput.shape.capacity),
  seatsHeld: boundsOf(ProgramInput.shape.seatsHeld),
  discountPercent: boundsOf(OfferInput.shape.discountPercent.unwrap()),
} as const;
