import { z } from 'zod';

/** Stable codes: the portal maps each to a message in the guest's language. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_HOTEL',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'SIGN_IN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(FieldIssue).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const HOTEL_KEY_HEADER = 'x-hotel-key';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
