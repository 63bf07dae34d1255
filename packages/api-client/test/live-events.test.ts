import { describe, expect, expectTypeOf, it } from 'vitest';
import { GuestEvent, StaffEvent } from '../src/contract/events.ts';
import {
  GUEST_EVENT_TYPES,
  isGuestEvent,
  isStaffEvent,
  STAFF_EVENT_TYPES,
} from '../src/wire/live-events.ts';

describe("the streams' events, told apart without zod", () => {
  it('knows an event of each stream by its type, and nothing else', () => {
    expect(isGuestEvent({ type: 'menu.changed' })).toBe(true);
    expect(isStaffEvent({ type: 'menu.changed' })).toBe(false);
    expect(isStaffEvent({ type: 'program.updated', programId: 3 })).toBe(true);
    for (const other of [null, 'order.placed', { type: 'session.ended' }, { type: 'toString' }, {}])
      expect([isGuestEvent(other), isStaffEvent(other)]).toEqual([false, false]);
  });

  it("lists the contract's types: each one the contract's schema knows", () => {
    expectTypeOf<(typeof GUEST_EVENT_TYPES)[number]>().toEqualTypeOf<GuestEvent['type']>();
    expectTypeOf<(typeof STAFF_EVENT_TYPES)[number]>().toEqualTypeOf<StaffEvent['type']>();
    // Every listed type is one a schema of the union accepts (with its own fields).
    const fields = {
      orderId: 1,
      status: 'Received',
      roomNumber: '204',
      reservationId: 2,
      programId: 3,
      threadId: 4,
    };
    for (const type of GUEST_EVENT_TYPES)
      expect(GuestEvent.safeParse({ type, ...fields }).success, type).toBe(true);
    for (const type of STAFF_EVENT_TYPES)
      expect(StaffEvent.safeParse({ type, ...fields }).success, type).toBe(true);
  });

  it('refuses a wrong shape at compile time', () => {
    const order: StaffEvent = {
      type: 'order.updated',
      orderId: 1,
      status: 'Preparing',
      roomNumber: '1',
    };
    // @ts-expect-error: an order event names its order
    const nameless: StaffEvent = { type: 'order.updated', status: 'Preparing', roomNumber: '1' };
    // @ts-expect-error: the guest is never told the hotel's room numbers
    const withRoom: GuestEvent = { type: 'menu.changed', roomNumber: '1' };
    expect([order, nameless, withRoom].map(isStaffEvent)).toEqual([true, true, false]);
  });
});
