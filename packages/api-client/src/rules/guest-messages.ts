/** The e-mails the hotel sends a guest, in the order of the stay. */
export const GUEST_MESSAGE_KINDS = [
  'invitation',
  'reminder',
  'pre-check-in-returned',
  'room-ready',
  'after-check-out',
  'rate-your-stay',
] as const;
export type GuestMessageKind = (typeof GUEST_MESSAGE_KINDS)[number];

/** Where a message stands: `not-sent` = no mail server is configured (kept, visible to the staff). */
export const GUEST_MESSAGE_STATES = ['scheduled', 'sent', 'failed', 'not-sent'] as const;
export type GuestMessageState = (typeof GUEST_MESSAGE_STATES)[number];

/** A hotel's messages until its manager changes them: every kind on, 7 days, 09:00. */
export const DEFAULT_MESSAGE_SETTINGS = {
  kinds: {
    invitation: true,
    reminder: true,
    'pre-check-in-returned': true,
    'room-ready': true,
    'after-check-out': true,
    'rate-your-stay': true,
  } satisfies Record<GuestMessageKind, boolean>,
  invitationDaysBefore: 7,
  sendHour: 9,
} as const;

/** The invitation's days before arrival, at most. */
export const MAX_INVITATION_DAYS_BEFORE = 60;

/** The front desk may send a guest's invitation again once in this many minutes. */
export const INVITATION_RESEND_MINUTES = 5;
