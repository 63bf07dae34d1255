import type { FastifyInstance } from 'fastify';
import type { StaffEvent } from '@portal/api-client/contract/events';
import { mayStaffCall, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { API_ROOT, STAFF_EVENTS_PATH } from '@portal/api-client/wire/api-paths';
import { STAFF_EVENT_TYPES, type StaffEventType } from '@portal/api-client/wire/live-events';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireHotel } from '../../platform/http/request-context.ts';
import { staffCookieOf } from '../../platform/sessions/staff-cookie.ts';
import type { StaffSessionsRepository } from '../../platform/sessions/staff-sessions-repository.ts';
import type { EventBus, EventOf } from '../../platform/events/event-bus.ts';
import { streamEvents } from '../../platform/events/event-stream.ts';
import type { StreamPlaces } from '../../platform/events/stream-places.ts';

interface StaffEventDeps {
  bus: EventBus;
  sessions: StaffSessionsRepository;
  sessionCheckMs: number;
  places: StreamPlaces;
  now: () => Date;
}

/** Which roles see which events (a manager sees them all). */
const STAFF_EVENT_ROLES: Record<StaffEventType, readonly StaffRole[]> = {
  'order.placed': ['kitchen'],
  'order.updated': ['kitchen'],
  'reservation.updated': ['front-desk'],
  'check-in.updated': ['front-desk'],
  'check-out.updated': ['front-desk'],
  'program.updated': ['concierge'],
  'conversation.updated': ['front-desk', 'concierge'],
};

export function staffEventTypes(role: StaffRole): StaffEventType[] {
  return STAFF_EVENT_TYPES.filter((type) => mayStaffCall(role, STAFF_EVENT_ROLES[type]));
}

function staffView(event: EventOf<StaffEventType>): StaffEvent {
  if (event.type === 'order.placed' || event.type === 'order.updated') {
    const { type, orderId, status, roomNumber } = event;
    return { type, orderId, status, roomNumber };
  }
  if (event.type === 'program.updated') return { type: event.type, programId: event.programId };
  if (event.type === 'conversation.updated') {
    const { type, threadId, guestMessage } = event;
    return guestMessage ? { type, threadId, guestMessage } : { type, threadId };
  }
  // The front desk reads the reservation again by its id (its screens name it already).
  return { type: event.type, reservationId: event.reservationId };
}

/** `GET /api/staff/events`: the hotel's events the staff member's role may see, while signed in. */
export function registerStaffEventRoutes(app: FastifyInstance, deps: StaffEventDeps): void {
  app.get(`${API_ROOT}${STAFF_EVENTS_PATH}`, { sse: 'only' }, async (request, reply) => {
    const hotel = requireHotel(request);
    const cookie = staffCookieOf(request);
    // Opening the stream is a call (it counts as activity); the stream itself is not.
    const staff = cookie ? await deps.sessions.resolve(cookie, hotel.id, deps.now()) : null;
    if (!staff) throw new HttpError('STAFF_UNAUTHENTICATED');
    // A role that sees no events gets a stream of none: it ends with the session, which is how an
    // open console learns that its account was disabled.
    const types = staffEventTypes(staff.staff.role);
    const role = staff.staff.role;
    await streamEvents(reply, {
      bus: deps.bus,
      filter: { hotelId: hotel.id, types },
      toWire: staffView,
      // The stream shows what the role it opened with may see: a changed role ends it, and the
      // console opens it again with the role the account has now (or is refused).
      isLive: async () =>
        (await deps.sessions.liveRole(staff.tokenHash, hotel.id, deps.now())) === role,
      sessionCheckMs: deps.sessionCheckMs,
      place: deps.places.take(`staff:${staff.tokenHash}`, request.ip),
    });
  });
}
