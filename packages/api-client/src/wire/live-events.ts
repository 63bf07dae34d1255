import type { GuestEvent, StaffEvent } from '../contract/events.ts';

/**
 * The event types of each stream, and guards that tell an event from anything else by its `type`:
 * the schemas stay in `contract/events.ts` (the API's tests parse with them), while a screen reads
 * the stream without loading zod. The Records below list every type of the contract's unions, and
 * only those: a type added to the contract is a compile error here until it is listed.
 */

export type GuestEventType = GuestEvent['type'];
export type StaffEventType = StaffEvent['type'];

/**
 * The events of union `E` a listener of types `T` may be given. Unlike `Extract<E, { type: T }>`,
 * it keeps a schema typed by several types (`order.placed` | `order.updated`) when `T` names one.
 */
export type EventOfTypes<E extends { type: string }, T extends string> = E extends {
  type: infer U;
}
  ? [Extract<U, T>] extends [never]
    ? never
    : E
  : never;

const GUEST_TYPES: Record<GuestEventType, true> = {
  'order.placed': true,
  'order.updated': true,
  'reservation.updated': true,
  'check-in.updated': true,
  'check-out.updated': true,
  'menu.changed': true,
  'program.updated': true,
  'conversation.updated': true,
};

const STAFF_TYPES: Record<StaffEventType, true> = {
  'order.placed': true,
  'order.updated': true,
  'reservation.updated': true,
  'check-in.updated': true,
  'check-out.updated': true,
  'program.updated': true,
  'conversation.updated': true,
};

export const GUEST_EVENT_TYPES = Object.keys(GUEST_TYPES) as readonly GuestEventType[];
export const STAFF_EVENT_TYPES = Object.keys(STAFF_TYPES) as readonly StaffEventType[];

function typeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
}

/** An event of the guest's stream (its fields are the API's, typed by the same contract). */
export function isGuestEvent(value: unknown): value is GuestEvent {
  const type = typeOf(value);
  return typeof type === 'string' && Object.hasOwn(GUEST_TYPES, type);
}

/** An event of the staff's stream. */
export function isStaffEvent(value: unknown): value is StaffEvent {
  const type = typeOf(value);
  return typeof type === 'string' && Object.hasOwn(STAFF_TYPES, type);
}
