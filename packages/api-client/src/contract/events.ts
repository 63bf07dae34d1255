import './zod-setup.ts';
import { z } from 'zod/mini';
import { OrderStatus } from './room-service.ts';
import { StaffStayEvent } from './staff/front-desk.ts';
import { StaffConversationEvent } from './staff/inbox.ts';
import { StaffOrderEvent } from './staff/kitchen.ts';

/**
 * The live events of the contract: what each stream (server-sent events, outside the routes
 * table: a stream, not a call) tells its client. The API writes them through these types; the
 * apps read them through `@portal/web-platform/live-feed`, which tells them apart by `type`
 * (`wire/live-events.ts`) so no schema rides in a screen's bundle. Paths: `wire/api-paths.ts`.
 *
 * The guest's `GET /api/events`: each event names what changed; the portal then reloads the data
 * it shows, so an event carries no personal data of its own.
 */
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

/** The concierge's side of a program reservation made, marked or cancelled: which program. */
export const StaffProgramEvent = z.object({
  type: z.literal('program.updated'),
  programId: z.int(),
});
export type StaffProgramEvent = z.infer<typeof StaffProgramEvent>;

/**
 * The staff console's `GET /api/staff/events`: the hotel's events the staff member's role may see
 * (the kitchen its orders, the front desk its stays, the concierge its programs, the desks their
 * guests' threads; a manager all).
 */
export const StaffEvent = z.discriminatedUnion('type', [
  StaffOrderEvent,
  StaffStayEvent,
  StaffProgramEvent,
  StaffConversationEvent,
]);
export type StaffEvent = z.infer<typeof StaffEvent>;
