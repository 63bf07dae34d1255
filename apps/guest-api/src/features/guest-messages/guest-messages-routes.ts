import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { GuestMessagesRepository } from './guest-messages-repository.ts';
import { messageSettingsOf, saveMessageSettings } from '../../platform/outbox/message-settings.ts';
import type { Store } from '../../db/store.ts';

interface GuestMessagesDeps {
  store: Store;
  messages: GuestMessagesRepository;
  audit: AuditLogRepository;
  events: EventBus;
  /** Tells the sender a message is due now. */
  wakeSender: () => void;
  now: () => Date;
}

export function guestMessagesHandlers({
  store,
  messages,
  audit,
  events,
  wakeSender,
  now,
}: GuestMessagesDeps) {
  return {
    listReservationMessages: async ({ hotel, params }) => {
      const list = await messages.ofReservation(hotel.id, params.id);
      if (!list) throw new HttpError('NOT_FOUND');
      return { messages: list };
    },
    resendInvitation: async ({ hotel, staff, params, body }) => {
      const at = now();
      const outcome = await messages.resendInvitation(hotel.id, params.id, body.guestId, at);
      if (outcome === 'not-found') throw new HttpError('NOT_FOUND');
      if (outcome === 'no-email') throw new HttpError('NO_GUEST_EMAIL');
      if (outcome === 'cancelled') throw new HttpError('RESERVATION_STATE_CONFLICT');
      if (outcome === 'throttled') throw new HttpError('TOO_MANY_ATTEMPTS');
      const list = (await messages.ofReservation(hotel.id, params.id)) ?? [];
      await audit.record(
        {
          hotelId: hotel.id,
          staff: { id: staff.staff.id, name: staff.staff.name },
          action: 'invitation-resent',
          subject: list.find((message) => message.kind === 'invitation')?.to ?? '',
        },
        at,
      );
      events.publish({ type: 'reservation.updated', hotelId: hotel.id, reservationId: params.id });
      wakeSender();
      return { messages: list };
    },
    listHotelMessages: async ({ hotel, query }) => ({
      messages: await messages.ofDay(hotel, query.date ?? hotelToday(hotel.timeZone, now())),
    }),
    getMessageSettings: ({ hotel }) => messageSettingsOf(store, hotel.id),
    updateMessageSettings: async ({ hotel, staff, body }) => {
      await saveMessageSettings(store, hotel.id, body);
      await audit.record(
        {
          hotelId: hotel.id,
          staff: { id: staff.staff.id, name: staff.staff.name },
          action: 'message-settings-changed',
          subject: Object.entries(body.kinds)
            .filter(([, on]) => !on)
            .map(([kind]) => `${kind} off`)
            .join(', '),
        },
        now(),
      );
      return messageSettingsOf(store, hotel.id);
    },
  } satisfies Partial<StaffHandlers>;
}
