import './zod-setup.ts';
import { z } from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from './errors.ts';

/**
 * The Idempotency-Key of a guest's order or message: made once per attempt (e.g.
 * crypto.randomUUID()) and sent again on every retry. Its own module, so a message's call loads
 * neither the room-service part of the contract nor more of the shared one.
 */
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{8,128}$/,
        'Send an Idempotency-Key of 8 to 128 letters, digits, - or _',
      ),
    ),
});
