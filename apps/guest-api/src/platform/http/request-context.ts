import type { StaffRole } from '@portal/api-client/rules/staff-roles';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

export interface Hotel {
  id: number;
  hotelKey: string;
  code: string;
  name: string;
  timeZone: string;
}

export interface GuestIdentity {
  guestId: number;
  reservationId: number;
  hotelId: number;
  tokenHash: string;
}

/** A live staff session, with its account as it is now (a changed role counts at once). */
export interface StaffIdentity {
  tokenHash: string;
  hotelId: number;
  csrfToken: string;
  idleExpiresAt: string;
  expiresAt: string;
  staff: { id: number; email: string; name: string; role: StaffRole };
}

declare module 'fastify' {
  interface FastifyRequest {
    hotel: Hotel | null;
    guest: GuestIdentity | null;
    /**
     * The CSRF token a write must carry: the guest's session came in its cookie. Null when it came
     * as `Authorization: Bearer` (a header no other site's page can make a browser send) or none.
     */
    guestCsrf: string | null;
  }
}

export function requireHotel(request: FastifyRequest): Hotel {
  if (!request.hotel) throw new HttpError('UNKNOWN_HOTEL', 'Unknown or missing hotel key');
  return request.hotel;
}

export function requireGuest(request: FastifyRequest): GuestIdentity {
  if (!request.guest) throw new HttpError('UNAUTHENTICATED', 'Please sign in again');
  return request.guest;
}
