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

declare module 'fastify' {
  interface FastifyRequest {
    hotel: Hotel | null;
    guest: GuestIdentity | null;
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
