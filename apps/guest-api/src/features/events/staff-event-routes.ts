import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_EVENTS_PATH } from '@portal/api-client/contract/staff/kitchen';
import { mayStaffCall, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { HttpError } from '../../http/http-error.ts';
import type { EventBus, HotelEvent, HotelEventType } from './event-bus.ts';
import { streamEvents } from './event-stream.ts';

/** The staff member behind a stream: their hotel, role, and whether their session still lives. */
export interface StreamingStaff {
  hotelId: number;
  role: StaffRole;
  isLive: () => boolean;
}

interface StaffEventDeps {
  bus: EventBus;
  /** Answers the request's live staff session, or throws the staff refusal (401). */
  authenticate: (request: FastifyRequest) => StreamingStaff;
  sessionCheckMs: number;
}

/** Which roles see which events (a manager sees them all). */
const STAFF_EVENT_ROLES: Partial<Record<HotelEventType, readonly StaffRole[]>> = {
  'order.placed': ['kitchen'],
  'order.updated': ['kitchen'],
};

export function staffEventTypes(role: StaffRole): HotelEventType[] {
  return Object.entries(STAFF_EVENT_ROLES)
    .filter(([, roles]) => roles !== undefined && mayStaffCall(role, roles))
    .map(([type]) => type as HotelEventType);
}

function staffView(event: HotelEvent): Record<string, unknown> {
  if (event.type === 'order.placed' || event.type === 'order.updated') {
    const { type, orderId, status, roomNumber } = event;
    return { type, orderId, status, roomNumber };
  }
  return { type: event.type };
}

/** `GET /api/staff/events`: the hotel's events the staff member's role may see, while signed in. */
export function registerStaffEventRoutes(app: FastifyInstance, deps: StaffEventDeps): void {
  app.get(`/api${STAFF_EVENTS_PATH}`, { sse: 'only' }, async (request, reply) => {
    const staff = deps.authenticate(request);
    const types = staffEventTypes(staff.role);
    if (types.length === 0) throw new HttpError('STAFF_FORBIDDEN');
    await streamEvents(reply, {
      bus: deps.bus,
      filter: { hotelId: staff.hotelId, types },
      toWire: staffView,
      isLive: staff.isLive,
      sessionCheckMs: deps.sessionCheckMs,
    });
  });
}
