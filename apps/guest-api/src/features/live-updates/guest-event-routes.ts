import type { FastifyInstance } from 'fastify';
import type { GuestEvent } from '@portal/api-client/contract/events';
import { API_ROOT, GUEST_EVENTS_PATH } from '@portal/api-client/wire/api-paths';
import { GUEST_EVENT_TYPES, type GuestEventType } from '@portal/api-client/wire/live-events';
import { requireGuest, requireHotel } from '../../platform/http/request-context.ts';
import type { SessionRepository } from '../../platform/sessions/session-repository.ts';
import type { EventBus, EventOf } from '../../platform/events/event-bus.ts';
import { streamEvents } from '../../platform/events/event-stream.ts';
import type { StreamPlaces } from '../../platform/events/stream-places.ts';

interface GuestEventDeps {
  bus: EventBus;
  sessions: SessionRepository;
  sessionCheckMs: number;
  places: StreamPlaces;
  now: () => Date;
}

/** The guest's side of an event: what changed, never the hotel's or reservation's ids. */
function guestView(event: EventOf<GuestEventType>): GuestEvent {
  if (event.type === 'order.placed' || event.type === 'order.updated') {
    return { type: event.type, orderId: event.orderId, status: event.status };
  }
  return { type: event.type };
}

/** `GET /api/events`: the signed-in guest's reservation's events, while the session lives. */
export function registerGuestEventRoutes(app: FastifyInstance, deps: GuestEventDeps): void {
  app.get(`${API_ROOT}${GUEST_EVENTS_PATH}`, { sse: 'only' }, async (request, reply) => {
    const hotel = requireHotel(request);
    const guest = requireGuest(request);
    await streamEvents(reply, {
      bus: deps.bus,
      filter: {
        hotelId: hotel.id,
        reservationId: guest.reservationId,
        guestId: guest.guestId,
        types: GUEST_EVENT_TYPES,
      },
      toWire: guestView,
      isLive: () => deps.sessions.isLive(guest.tokenHash, deps.now()),
      sessionCheckMs: deps.sessionCheckMs,
      place: deps.places.take(`guest:${guest.tokenHash}`, request.ip),
    });
  });
}
