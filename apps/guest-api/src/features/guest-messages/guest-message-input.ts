import type { GuestMessageKind } from '@portal/api-client/rules/guest-messages';

/**
 * What a guest e-mail is made of, the shape `@portal/emails`' `renderGuestMessage` takes
 * (packages/emails/src/render-guest-message.ts): never identity-document data, only names,
 * dates, room and amounts.
 */
export interface MessageHotel {
  name: string;
  themeColor: string;
  contacts: {
    phone?: string;
    email?: string;
    messenger?: string;
    zalo?: string;
    whatsapp?: string;
  };
}

export interface GuestMessageInput {
  kind: GuestMessageKind;
  language: 'en' | 'vi';
  hotel: MessageHotel;
  guest: { givenName: string; surname: string };
  reservation: { number: string; arrivalDate: string; departureDate: string; roomNumber?: string };
  link?: string;
  note?: string;
  bill?: {
    lines: { label: string; amount: number }[];
    totals: { label: string; amount: number }[];
    currency: string;
  };
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

export type RenderGuestMessage = (input: GuestMessageInput) => Promise<RenderedMessage>;
