import './zod-setup.ts';
import { z } from 'zod/mini';
import { OrderStatus } from './room-service.ts';

/**
 * What the guest's open portal is told on `GET /api/events` (server-sent events, outside the
 * routes table: a stream, not a call). Each event names what changed; the portal then reloads
 * the data it shows, so an event carries no personal data of its own.
 */
export const GUEST_EVENT_TYPES = [
  'order.placed',
  'order.updated',
  'reservation.updated',
  'check-in.updated',
  'check-out.updated',
  'menu.changed',
  'program.updated',
  'conversation.updated',
] as const;
export type GuestEventType = (typeof GUEST_EVENT_TYPES)[number];

export const OrderEvent = z.object({
  type: z.enum(['order.placed', 'order.updated']),
  orderId: z.int(),
  status: OrderStatus,
});

export const StayEvent = z.object({
  type: z.enum(['reservation.updated', 'check-in.updated', 'check-out.updated']),
});

/** The kitchen changed the hotel's menu (a dish switched off or on, a price, a name): read it again. */
export const MenuEvent = z.object({ type: z.literal('menu.changed') });

/** The concierge reserved, marked or cancelled one of the reservation's program reservations. */
export const ProgramEvent = z.object({ type: z.literal('program.updated') });

/**
 * The guest's thread with the hotel changed (a new message either way, or the hotel saw the
 * guest's): read `GET /conversation` or `/conversation/unread` again. Only the thread's guest.
 */
export const ConversationEvent = z.object({ type: z.literal('conversation.updated') });

export const GuestEvent = z.discriminatedUnion('type', [
  OrderEvent,
  StayEvent,
  MenuEvent,
  ProgramEvent,
  ConversationEvent,
]);
export type GuestEvent = z.infer<typeof GuestEvent>;

/** The path of the guest's stream under the API root. */
export const GUEST_EVENTS_PATH = '/events';
