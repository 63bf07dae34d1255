import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** A multipart upload's `fields` part: JSON text, parsed; refused as invalid JSON otherwise. */
export function parsedFieldsPart(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError('VALIDATION_FAILED', 'fields: not valid JSON');
  }
}

/**
 * What a refused multipart upload answers. What the client still sends is read and dropped, never
 * kept. A refusal of ours stands; a limit comes as a Fastify error with a 4xx status (a file over
 * the size limit says `tooLarge` when given); anything else the parser throws (a body cut short, a
 * broken boundary) is the client's malformed upload.
 */
export function uploadRefusal(
  request: FastifyRequest,
  error: unknown,
  refusals: { tooLarge?: string; malformed?: string } = {},
): unknown {
  request.raw.unpipe();
  request.raw.resume();
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413 && refusals.tooLarge)
    return new HttpError('PAYLOAD_TOO_LARGE', refusals.tooLarge);
  if (status) return error;
  return new HttpError(
    'VALIDATION_FAILED',
    refusals.malformed ?? 'The upload was cut short or is malformed',
  );
}
