import { z } from 'zod';

/**
 * The longest text a contract schema accepts (through `.default()`, `.optional()`, `.nullable()`),
 * for the field's `maxLength` and its "keep it under {{max}}" text: read, never retyped.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable
  )
    return maxLengthOf(schema.unwrap());
  return undefined;
}
