import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GuestEvent, StaffEvent } from '@portal/api-client/contract/events';
import type { EventBus, HotelEvent } from '../src/platform/events/event-bus.ts';
import type { EventStreamOptions } from '../src/platform/events/event-stream.ts';

type Written = ReturnType<EventStreamOptions<'order.placed'>['toWire']>;

// Type-level: `pnpm run typecheck` fails when an `@ts-expect-error` below stops being an error.
describe('the live events the API writes', () => {
  it("are the contract's events: a wrong shape does not compile", () => {
    expectTypeOf<Written>().toEqualTypeOf<GuestEvent | StaffEvent>();
    expectTypeOf<EventStreamOptions<'order.placed'>['toWire']>()
      .parameter(0)
      .toHaveProperty('orderId')
      .toEqualTypeOf<number>();
    expectTypeOf<EventBus['publish']>().parameter(0).toEqualTypeOf<HotelEvent>();

    const placed: Written = { type: 'order.placed', orderId: 7, status: 'Received' };
    // @ts-expect-error: an order event names its order
    const nameless: Written = { type: 'order.placed', status: 'Received' };
    // @ts-expect-error: a stream writes only the contract's event types
    const internal: Written = { type: 'session.ended' };
    const published: HotelEvent = {
      type: 'order.updated',
      hotelId: 1,
      reservationId: 2,
      orderId: 7,
      // @ts-expect-error: an order's status is one of the contract's
      status: 'Lost',
      roomNumber: '204',
    };
    expect([placed, nameless, internal, published].map((event) => event.type)).toEqual([
      'order.placed',
      'order.placed',
      'session.ended',
      'order.updated',
    ]);
  });
});
