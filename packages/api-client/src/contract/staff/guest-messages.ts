import '../zod-setup.ts';
import { z } from 'zod/mini';
import {
  GUEST_MESSAGE_KINDS,
  GUEST_MESSAGE_STATES,
  MAX_INVITATION_DAYS_BEFORE,
} from '../../rules/guest-messages.ts';
import { IdParams, IsoDate, IsoDateTime, RowId } from '../common.ts';
import { defineRoute } from '../route.ts';

export const GuestMessageKind = z.enum(GUEST_MESSAGE_KINDS);
export const GuestMessageState = z.enum(GUEST_MESSAGE_STATES);

/** One e-mail to one guest: what, to whom, where it stands and when. */
export const GuestMessage = z.object({
  id: z.int(),
  kind: GuestMessageKind,
  guestName: z.string(),
  /** The address it goes (or went) to. */
  to: z.string(),
  state: GuestMessageState,
  /** Why it failed, or why it was not sent. */
  reason: z.optional(z.string()),
  /** When it is (or was) due. */
  dueAt: IsoDateTime,
  sentAt: z.optional(IsoDateTime),
});
export type GuestMessage = z.infer<typeof GuestMessage>;

export const ReservationMessages = z.object({ messages: z.array(GuestMessage) });

export const HotelMessage = z.extend(GuestMessage, { reservationNumber: z.string() });
export type HotelMessage = z.infer<typeof HotelMessage>;

export const HotelMessages = z.object({ messages: z.array(HotelMessage) });

/** A hotel date (the messages due that day); without it, today on the hotel's calendar. */
export const HotelMessagesQuery = z.strictObject({ date: z.optional(IsoDate) });

/** One guest of the reservation; without it, every guest with an e-mail. */
export const InvitationResend = z.strictObject({ guestId: z.optional(RowId) });

export const MessageSettings = z.strictObject({
  /** Each kind on or off for the hotel. */
  kinds: z.strictObject({
    invitation: z.boolean(),
    reminder: z.boolean(),
    'pre-check-in-returned': z.boolean(),
    'room-ready': z.boolean(),
    'after-check-out': z.boolean(),
    'rate-your-stay': z.boolean(),
  }),
  /** The invitation goes this many days before arrival (or at once when the guest is closer). */
  invitationDaysBefore: z.int().check(z.gte(0), z.lte(MAX_INVITATION_DAYS_BEFORE)),
  /** Scheduled messages go at this hour on the hotel's clock. */
  sendHour: z.int().check(z.gte(0), z.lte(23)),
});
export type MessageSettings = z.infer<typeof MessageSettings>;

export const guestMessageRoutes = {
  listReservationMessages: defineRoute({
    method: 'GET',
    path: '/staff/front-desk/reservations/:id/messages',
    tag: 'Guest messages',
    summary: 'Every e-mail of a reservation: kind, to whom, its state and when, newest due first',
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    response: ReservationMessages,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/staff/front-desk/reservations/:id/messages/invitation',
    tag: 'Guest messages',
    summary:
      'Send the invitation again at once (one guest or every guest with an e-mail); throttled and audited',
    auth: false,
    staffRoles: ['front-desk'],
    params: IdParams,
    body: InvitationResend,
    response: ReservationMessages,
    errors: ['TOO_MANY_ATTEMPTS', 'RESERVATION_STATE_CONFLICT', 'NO_GUEST_EMAIL'],
  }),
  listHotelMessages: defineRoute({
    method: 'GET',
    path: '/staff/messages',
    tag: 'Guest messages',
    summary: "The hotel's e-mails due on a hotel date (default today) and their states",
    auth: false,
    staffRoles: ['manager'],
    query: HotelMessagesQuery,
    response: HotelMessages,
  }),
  getMessageSettings: defineRoute({
    method: 'GET',
    path: '/staff/messages/settings',
    tag: 'Guest messages',
    summary: "The hotel's e-mails: each kind on or off, the invitation's days and the send hour",
    auth: false,
    staffRoles: ['manager'],
    response: MessageSettings,
  }),
  updateMessageSettings: defineRoute({
    method: 'PUT',
    path: '/staff/messages/settings',
    tag: 'Guest messages',
    summary: "Switch e-mail kinds on or off, set the invitation's days and the send hour (audited)",
    auth: false,
    staffRoles: ['manager'],
    body: MessageSettings,
    response: MessageSettings,
  }),
} as const;
