import { HttpError } from '../../platform/http/http-error.ts';

/** Seconds a refused guest is asked to wait before sending the pre check-in again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

export interface UploadSlot {
  release(): void;
}

/**
 * Pre check-in uploads under way: one at a time per reservation, and a few server-wide, so many
 * large uploads at once cannot hold the server's disk and CPU (re-encoding) all together.
 */
export function createUploadSlots(maxInFlight: number) {
  const reservations = new Set<number>();
  return {
    take(reservationId: number): UploadSlot {
      if (reservations.has(reservationId)) {
        throw new HttpError(
          'TOO_MANY_ATTEMPTS',
          'Your documents are still being sent; please wait until they arrive',
          {
            retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
          },
        );
      }
      if (reservations.size >= maxInFlight) {
        throw new HttpError(
          'TOO_MANY_ATTEMPTS',
          'The hotel is receiving many documents right now; please try again in a moment',
          {
            retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
          },
        );
      }
      reservations.add(reservationId);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          reservations.delete(reservationId);
        },
      };
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
