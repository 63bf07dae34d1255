import type { Reservation } from '@portal/api-client/contract/reservation';
import { hotelToday, nightsOf } from '@portal/api-client/rules/hotel-calendar';
import type { CheckOutRequestState } from '@portal/api-client/rules/reservation-flow';
import {
  isCancellationOpen,
  isCheckInOpen,
  isCheckOutOpen,
  isStayOver,
} from '@portal/api-client/rules/stay-gates';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { GuestIdentity, Hotel } from '../../platform/http/request-context.ts';
import {
  assertNotCancelled,
  assertPrimaryGuest,
  assertStayNotOver,
  factsOf,
  type Stay,
  type StayRepository,
} from '../../platform/stay/stay.ts';
import type { ReservationRepository } from './reservation-repository.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

interface ReservationDeps {
  events: EventBus;
  stays: StayRepository;
  reservations: ReservationRepository;
  now: () => Date;
}

function checkOutStatus(stay: Stay): CheckOutRequestState {
  if (stay.checkedOutAt !== null) return 'done';
  return stay.checkOutRequestedAt === null ? 'none' : 'requested';
}

export function reservationHandlers({ stays, reservations, events, now }: ReservationDeps) {
  async function view(hotel: Hotel, guest: GuestIdentity): Promise<Reservation> {
    const at = now();
    const today = hotelToday(hotel.timeZone, at);
    const stay = await stays.stayOf(guest);
    const facts = factsOf(stay);
    const record = await reservations.find(stay.reservationId);
    // The session outlived its reservation (removed since): as good as signed out.
    if (!record) throw new HttpError('UNAUTHENTICATED');
    const primary = record.guests.find((member) => member.isPrimary) ?? record.guests[0];
    return {
      reservationNumber: record.reservationNumber,
      status: stay.status,
      arrivalDate: stay.arrivalDate,
      departureDate: stay.departureDate,
      nights: nightsOf(stay),
      roomType: record.roomType,
      roomNumber: stay.roomNumber,
      adults: record.adults,
      children: record.children,
      arrivalTime: record.arrivalTime,
      guestName: primary ? `${primary.firstName} ${primary.lastName}` : '',
      surname: primary?.lastName ?? '',
      guests: record.guests.map((member) => ({
        ...member,
        fullName: `${member.firstName} ${member.lastName}`,
        isMe: member.id === stay.guestId,
      })),
      hotelToday: today,
      cancellation: {
        deadline: stay.cancellationDeadline,
        open: !isStayOver(facts) && isCancellationOpen(facts, at),
        cancelledAt: stay.cancelledAt,
        reason: record.cancelReason,
      },
      checkIn: { submittedAt: stay.checkInSubmittedAt, open: isCheckInOpen(facts, today) },
      checkOut: {
        requestedAt: stay.checkOutRequestedAt,
        status: checkOutStatus(stay),
        open: isCheckOutOpen(facts, today),
        primaryGuestOnly: !stay.isPrimary,
      },
    };
  }

  return {
    getReservation: ({ hotel, guest }) => view(hotel, guest),
    cancelReservation: async ({ hotel, guest, body }) => {
      const stay = await stays.stayOf(guest);
      assertStayNotOver(stay);
      assertPrimaryGuest(stay);
      assertNotCancelled(stay);
      const at = now();
      if (!isCancellationOpen(factsOf(stay), at)) throw new HttpError('CANCELLATION_CLOSED');
      if (!body.policyAgreed) throw new HttpError('POLICY_NOT_AGREED');
      await reservations.cancel(stay.reservationId, body.reason, at);
      events.publish({
        type: 'reservation.updated',
        hotelId: hotel.id,
        reservationId: stay.reservationId,
      });
      return view(hotel, guest);
    },
  } satisfies Partial<Handlers>;
}
