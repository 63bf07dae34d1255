import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { FrontDeskMove, MoveRefusal } from '@portal/api-client/rules/reservation-flow';
import {
  RESERVATION_SEARCH_LIMIT,
  type FrontDeskReservationDetail,
} from '@portal/api-client/staff-contract/front-desk';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { CheckInRepository } from '../../platform/check-ins/check-in-repository.ts';
import type { DocumentStore } from '../../platform/documents/document-store.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { Hotel, StaffIdentity } from '../../platform/http/request-context.ts';
import type { FrontDeskRepository } from './front-desk-repository.ts';

const REFUSALS = {
  'not-found': 'NOT_FOUND',
  state: 'RESERVATION_STATE_CONFLICT',
  'room-required': 'ROOM_REQUIRED_FOR_ARRIVAL',
} as const satisfies Record<MoveRefusal | 'not-found', string>;

interface FrontDeskDeps {
  frontDesk: FrontDeskRepository;
  checkIns: CheckInRepository;
  documents: DocumentStore;
  audit: AuditLogRepository;
  events: EventBus;
  now: () => Date;
}

/** What each move tells the live streams (the guest's portal, the staff console). */
type StayEventType = 'reservation.updated' | 'check-in.updated' | 'check-out.updated';
const MOVE_EVENTS: Record<FrontDeskMove, readonly StayEventType[]> = {
  confirm: ['reservation.updated'],
  'assign-room': ['reservation.updated'],
  'mark-arrived': ['reservation.updated'],
  'accept-pre-check-in': ['check-in.updated'],
  'return-pre-check-in': ['check-in.updated'],
  'check-out': ['check-out.updated', 'reservation.updated'],
  cancel: ['reservation.updated'],
};

export function frontDeskHandlers({
  frontDesk,
  checkIns,
  documents,
  audit,
  events,
  now,
}: FrontDeskDeps) {
  async function detail(
    hotelId: number,
    reservationId: number,
  ): Promise<FrontDeskReservationDetail> {
    const reservation = await frontDesk.find(hotelId, reservationId);
    if (!reservation) throw new HttpError('NOT_FOUND');
    const checkIn = await checkIns.find(reservation.id);
    if (!checkIn) throw new HttpError('NOT_FOUND');
    return {
      ...checkIn,
      ...reservation,
      // Identity data only on request, each read audited: getIdentityDetails.
      guests: checkIn.guests.map(({ nationality, declaration, ...guest }) => ({
        ...guest,
        hasIdentityDetails: nationality !== null || declaration !== null,
      })),
      history: await frontDesk.history(reservation.id),
    };
  }

  async function move(
    hotel: Hotel,
    staff: StaffIdentity,
    reservationId: number,
    which: FrontDeskMove,
    value: { roomNumber?: string; note?: string } = {},
  ) {
    const refusal = await frontDesk.move({
      hotelId: hotel.id,
      reservationId,
      move: which,
      staff: { id: staff.staff.id, name: staff.staff.name },
      at: now(),
      ...value,
    });
    if (refusal) throw new HttpError(REFUSALS[refusal]);
    for (const type of MOVE_EVENTS[which])
      events.publish({ type, hotelId: hotel.id, reservationId });
    return detail(hotel.id, reservationId);
  }

  return {
    listArrivals: async ({ hotel, query }) => {
      const date = query.date ?? hotelToday(hotel.timeZone, now());
      return { date, reservations: await frontDesk.day(hotel.id, 'arrival', date) };
    },
    listDepartures: async ({ hotel, query }) => {
      const date = query.date ?? hotelToday(hotel.timeZone, now());
      return { date, reservations: await frontDesk.day(hotel.id, 'departure', date) };
    },
    listCancellations: async ({ hotel, query }) => ({
      cancellations: await frontDesk.cancellations(
        hotel.id,
        new Date(now().getTime() - query.days * 24 * 3_600_000),
      ),
    }),
    getFrontDeskReservation: ({ hotel, params }) => detail(hotel.id, params.id),
    searchReservations: async ({ hotel, query }) => {
      const found = await frontDesk.search(hotel.id, query.q, RESERVATION_SEARCH_LIMIT + 1);
      return {
        reservations: found.slice(0, RESERVATION_SEARCH_LIMIT),
        more: found.length > RESERVATION_SEARCH_LIMIT,
      };
    },
    listInHouse: async ({ hotel }) => ({ reservations: await frontDesk.inHouse(hotel.id) }),
    getIdentityDetails: async ({ hotel, staff, params }) => {
      const reservation = await frontDesk.find(hotel.id, params.id);
      if (!reservation) throw new HttpError('NOT_FOUND');
      const checkIn = await checkIns.find(reservation.id);
      if (!checkIn) throw new HttpError('NOT_FOUND');
      const { guests } = checkIn;
      await audit.record(
        {
          hotelId: hotel.id,
          staff: { id: staff.staff.id, name: staff.staff.name },
          action: 'identity-details-viewed',
          subject: `${reservation.reservationNumber} identity details`,
        },
        now(),
      );
      return {
        guests: guests.map(({ id, firstName, lastName, nationality, declaration }) => ({
          id,
          firstName,
          lastName,
          nationality,
          declaration,
        })),
      };
    },
    confirmReservation: ({ hotel, staff, params }) => move(hotel, staff, params.id, 'confirm'),
    assignRoom: ({ hotel, staff, params, body }) =>
      move(hotel, staff, params.id, 'assign-room', { roomNumber: body.roomNumber }),
    markArrived: ({ hotel, staff, params }) => move(hotel, staff, params.id, 'mark-arrived'),
    acceptPreCheckIn: ({ hotel, staff, params }) =>
      move(hotel, staff, params.id, 'accept-pre-check-in'),
    returnPreCheckIn: ({ hotel, staff, params, body }) =>
      move(hotel, staff, params.id, 'return-pre-check-in', { note: body.note }),
    checkOutReservation: ({ hotel, staff, params }) => move(hotel, staff, params.id, 'check-out'),
    cancelReservationAtDesk: ({ hotel, staff, params }) => move(hotel, staff, params.id, 'cancel'),
    getIdentityDocument: async ({ hotel, staff, params, reply }) => {
      const document = await frontDesk.document(hotel.id, params.id);
      if (!document) throw new HttpError('NOT_FOUND');
      const file = await documents.read(document.storedName);
      await audit.record(
        {
          hotelId: hotel.id,
          staff: { id: staff.staff.id, name: staff.staff.name },
          action: 'identity-document-viewed',
          subject: `${document.reservationNumber} document ${document.id}`,
        },
        now(),
      );
      reply.type(document.contentType);
      return file;
    },
  } satisfies Partial<StaffHandlers>;
}
