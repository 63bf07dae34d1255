import type { z } from 'zod/mini';
import { OfferInput, ProgramInput } from '@portal/api-client/staff-contract/concierge';

/** The bounds the schema's `z.gte` and `z.lte` checks set (zod/mini has no `minValue`). */
function boundsOf(schema: z.ZodMiniNumber<number>): { min: number; max: number } {
  let min = 0;
  let max = Number.MAX_SAFE_INTEGER;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: unknown };
    if (def.check === 'greater_than') min = Number(def.value);
    if (def.check === 'less_than') max = Number(def.value);
  }
  return { min, max };
}

/** The whole numbers the concierge's forms take, bounded as the contract's schemas bound them. */
export const NUMBER_LIMITS = {
  price: boundsOf(ProgramInput.shape.price),
  capacity: boundsOf(ProgramInput.shape.capacity),
  seatsHeld: boundsOf(ProgramInput.shape.seatsHeld),
  discountPercent: boundsOf(OfferInput.shape.discountPercent.def.innerType),
} as const;
