import type { TenantConfig } from '@portal/tenant-schema/tenant-config';

export type ContactChannelName = 'messenger' | 'zalo' | 'phone' | 'whatsapp' | 'tollFree';

export interface ContactChannel {
  name: ContactChannelName;
  /** Where the channel opens: a web page, an app link or a `tel:` number. */
  href: string;
  /** What the guest reads in the confirm dialog: the number, or the page. */
  address: string;
  /** Web channels open in a new tab; a call stays in the page. */
  external: boolean;
}

const digits = (number: string) => number.replace(/\D/g, '');

/** A dialable number: digits, keeping a leading + for international numbers. */
const dialable = (number: string) => `${number.trim().startsWith('+') ? '+' : ''}${digits(number)}`;

/**
 * The hotel's contact channels in the floating order (Messenger, Zalo, phone, WhatsApp), then
 * the toll-free line when `withTollFree`. A channel without a number is left out.
 */
export function contactChannels(
  contacts: TenantConfig['contacts'],
  { withTollFree = false }: { withTollFree?: boolean } = {},
): ContactChannel[] {
  const channels: ContactChannel[] = [];
  if (contacts.messengerPage) {
    channels.push({
      name: 'messenger',
      href: contacts.messengerPage,
      address: contacts.messengerPage,
      external: true,
    });
  }
  if (digits(contacts.zalo)) {
    channels.push({
      name: 'zalo',
      href: `https://zalo.me/${digits(contacts.zalo)}`,
      address: contacts.zalo,
      external: true,
    });
  }
  if (digits(contacts.phone)) {
    channels.push({
      name: 'phone',
      href: `tel:${dialable(contacts.phone)}`,
      address: contacts.phone,
      external: false,
    });
  }
  if (digits(contacts.whatsapp)) {
    channels.push({
      name: 'whatsapp',
      href: `https://wa.me/${digits(contacts.whatsapp)}`,
      address: contacts.whatsapp,
      external: true,
    });
  }
  if (withTollFree && digits(contacts.tollFree)) {
    channels.push({
      name: 'tollFree',
      href: `tel:${dialable(contacts.tollFree)}`,
      address: contacts.tollFree,
      external: false,
    });
  }
  return channels;
}
