import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { GuestMessageEmail } from './guest-message-email.ts';
import { messageTexts } from './guest-message-texts.ts';

export type GuestMessageKind =
  | 'invitation'
  | 'reminder'
  | 'pre-check-in-returned'
  | 'room-ready'
  | 'after-check-out'
  | 'rate-your-stay';

export const GUEST_MESSAGE_KINDS: readonly GuestMessageKind[] = [
  'invitation',
  'reminder',
  'pre-check-in-returned',
  'room-ready',
  'after-check-out',
  'rate-your-stay',
];

export interface MessageHotel {
  /** The tenant's display name. */
  name: string;
  /** The tenant's theme colour, #RRGGBB. */
  themeColor: string;
  contacts: {
    phone?: string;
    email?: string;
    messenger?: string;
    zalo?: string;
    whatsapp?: string;
  };
}

export interface BillAmount {
  label: string;
  amount: number;
}

/**
 * Everything a guest message may say. Identity documents are not part of it on purpose: a message
 * carries only names, dates, room and amounts.
 */
export interface GuestMessageInput {
  kind: GuestMessageKind;
  language: 'en' | 'vi';
  hotel: MessageHotel;
  guest: { givenName: string; surname: string };
  reservation: { number: string; arrivalDate: string; departureDate: string; roomNumber?: string };
  /** The guest's own absolute sign-in link (invitation, reminder, returned, room ready, rating). */
  link?: string;
  /** pre-check-in-returned: the front desk's note of what is missing. */
  note?: string;
  /** after-check-out: the bill's lines and totals as the portal shows them. */
  bill?: { lines: BillAmount[]; totals: BillAmount[]; currency: string };
}

export interface RenderedGuestMessage {
  subject: string;
  html: string;
  text: string;
}

const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'table.bill', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/** A guest message as an e-mail: its subject, HTML and plain-text parts, in the guest's language. */
export async function renderGuestMessage(input: GuestMessageInput): Promise<RenderedGuestMessage> {
  const t = messageTexts(input.language);
  const subject = t(`${input.kind}.subject`, { hotel: input.hotel.name });
  const html = await render(createElement(GuestMessageEmail, { input, subject, t }));
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
