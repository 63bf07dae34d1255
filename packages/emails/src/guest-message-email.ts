/*
 * The one layout every guest e-mail shares. Written with React.createElement, not JSX: the API loads
 * this package with Node's type stripping, which does not transform JSX.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { createTheme } from '@portal/ui/theme';
import type { TFunction } from 'i18next';
import { formatAmount, formatStayDate, type MessageLanguage } from './guest-message-texts.ts';
import type { GuestMessageInput, MessageHotel } from './render-guest-message.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

type Palette = ReturnType<typeof createTheme>['color'];

// A hotel's palette is the same for each of its messages: worked out once per colour.
const PALETTES = new Map<string, Palette>();
function paletteOf(themeColor: string): Palette {
  let palette = PALETTES.get(themeColor);
  if (!palette) {
    palette = createTheme({ themeColor }).color;
    PALETTES.set(themeColor, palette);
  }
  return palette;
}

interface EmailProps {
  input: GuestMessageInput;
  subject: string;
  t: TFunction;
}

/** Marks a part of the HTML the plain-text version leaves out (React Email's own convention). */
const SKIP_IN_TEXT = { 'data-skip-in-text': 'true' };

const CONTACT_CHANNELS = ['phone', 'email', 'messenger', 'zalo', 'whatsapp'] as const;

/** Where a contact channel leads: a phone number dials, an address writes, a page opens. */
function contactHref(channel: (typeof CONTACT_CHANNELS)[number], value: string): string {
  if (channel === 'phone') return `tel:${value.replace(/[^+\d]/g, '')}`;
  if (channel === 'email') return `mailto:${value}`;
  if (channel === 'whatsapp' && !/^https?:/.test(value))
    return `https://wa.me/${value.replace(/\D/g, '')}`;
  if (channel === 'zalo' && !/^https?:/.test(value))
    return `https://zalo.me/${value.replace(/\D/g, '')}`;
  return value;
}

function contacts(hotel: MessageHotel, t: TFunction, palette: Palette): ReactNode {
  const channels = CONTACT_CHANNELS.flatMap((channel) => {
    const value = hotel.contacts[channel]?.trim();
    return value ? [{ channel, value }] : [];
  });
  if (channels.length === 0) return null;
  return h(
    Section,
    null,
    h(
      Text,
      { style: { fontSize: '14px', fontWeight: 700, margin: '0 0 4px', color: palette.text } },
      t('contact.title'),
    ),
    ...channels.map(({ channel, value }) =>
      h(
        Text,
        { key: channel, style: { fontSize: '14px', margin: '0', color: palette.text } },
        `${t(`contact.${channel}`)}: `,
        h(
          Link,
          { href: contactHref(channel, value), style: { color: palette.link } },
          value.replace(/^https?:\/\//, ''),
        ),
      ),
    ),
  );
}

function stayFacts(input: GuestMessageInput, t: TFunction, palette: Palette): ReactNode {
  const { reservation, language } = input;
  const facts: [string, string][] = [
    [t('stay.reservation'), reservation.number],
    [t('stay.arrival'), formatStayDate(reservation.arrivalDate, language)],
    [t('stay.departure'), formatStayDate(reservation.departureDate, language)],
  ];
  if (reservation.roomNumber) facts.push([t('stay.room'), reservation.roomNumber]);
  const factCell = {
    fontSize: '14px',
    lineHeight: '20px',
    color: palette.text,
    padding: '4px 0',
    verticalAlign: 'top',
  };
  return h(
    Section,
    {
      style: {
        backgroundColor: palette.primarySoft,
        borderRadius: '12px',
        padding: '12px 16px',
        margin: '8px 0 16px',
      },
    },
    ...facts.map(([label, value]) =>
      h(Row, {
        key: label,
        children: [
          h(
            Column,
            { key: 'label', style: { ...factCell, width: '40%', paddingRight: '8px' } },
            label,
          ),
          h(Column, { key: 'value', style: { ...factCell, fontWeight: 700 } }, value),
        ],
      }),
    ),
  );
}

function bill(input: GuestMessageInput, t: TFunction, palette: Palette): ReactNode {
  if (!input.bill) return null;
  const { lines, totals, currency } = input.bill;
  const cell = { fontSize: '14px', padding: '6px 0', color: palette.text };
  const row = (key: string, label: string, amount: number, strong: boolean): ReactElement =>
    h(
      'tr',
      { key },
      h('td', { style: { ...cell, fontWeight: strong ? 700 : 400 } }, label),
      h(
        'td',
        {
          style: {
            ...cell,
            textAlign: 'right',
            fontWeight: strong ? 700 : 400,
            whiteSpace: 'nowrap',
          },
        },
        formatAmount(amount, currency, input.language as MessageLanguage),
      ),
    );
  return h(
    Section,
    { style: { margin: '8px 0 16px' } },
    // A paragraph, not a caption: the plain text keeps it (html-to-text drops a data table's caption).
    h(
      Text,
      {
        id: 'bill-title',
        style: { fontSize: '16px', fontWeight: 700, margin: '0 0 8px', color: palette.text },
      },
      t('after-check-out.billTitle'),
    ),
    h(
      'table',
      {
        className: 'bill',
        'aria-labelledby': 'bill-title',
        width: '100%',
        cellPadding: 0,
        cellSpacing: 0,
        style: { borderCollapse: 'collapse' },
      },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h(
            'th',
            { scope: 'col', style: { ...cell, textAlign: 'left', color: palette.textMuted } },
            t('after-check-out.item'),
          ),
          h(
            'th',
            { scope: 'col', style: { ...cell, textAlign: 'right', color: palette.textMuted } },
            t('after-check-out.amount'),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        ...lines.map((line, index) => row(`line-${index}`, line.label, line.amount, false)),
        ...totals.map((total, index) => row(`total-${index}`, total.label, total.amount, true)),
      ),
    ),
  );
}

function note(input: GuestMessageInput, t: TFunction, palette: Palette): ReactNode {
  if (!input.note) return null;
  return h(
    Section,
    {
      style: {
        borderLeft: `4px solid ${palette.primary}`,
        backgroundColor: palette.background,
        padding: '8px 16px',
        margin: '8px 0 16px',
      },
    },
    h(
      Text,
      { style: { fontSize: '14px', fontWeight: 700, margin: '0 0 4px', color: palette.text } },
      t('pre-check-in-returned.noteLabel'),
    ),
    h(
      Text,
      { style: { fontSize: '16px', margin: '0', color: palette.text, whiteSpace: 'pre-line' } },
      input.note,
    ),
  );
}

function callToAction(input: GuestMessageInput, t: TFunction, palette: Palette): ReactNode {
  if (!input.link) return null;
  return h(
    Section,
    { style: { margin: '8px 0 16px' } },
    h(
      Button,
      {
        href: input.link,
        style: {
          backgroundColor: palette.primary,
          color: palette.onPrimary,
          borderRadius: '999px',
          padding: '14px 28px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
        },
      },
      t(`${input.kind}.action`),
    ),
    // The plain text already gives the address beside the button's words.
    h(
      Text,
      {
        ...SKIP_IN_TEXT,
        style: { fontSize: '13px', color: palette.textMuted, margin: '16px 0 0' },
      },
      t('link.fallback'),
      ' ',
      h(
        Link,
        { href: input.link, style: { color: palette.link, wordBreak: 'break-all' } },
        input.link,
      ),
    ),
    h(
      Text,
      { style: { fontSize: '13px', color: palette.textMuted, margin: '4px 0 0' } },
      input.kind === 'rate-your-stay'
        ? `${t('link.personal')} ${t('link.validForRating')}`
        : t('link.personal'),
    ),
  );
}

function mainText(input: GuestMessageInput, t: TFunction): string {
  const { reservation, language } = input;
  const values = {
    arrival: formatStayDate(reservation.arrivalDate, language),
    departure: formatStayDate(reservation.departureDate, language),
    room: reservation.roomNumber ?? '',
  };
  if (input.kind === 'room-ready' && !reservation.roomNumber) return t('room-ready.bodyNoRoom');
  return t(`${input.kind}.body`, values);
}

/** A guest message: the hotel's header in its colour, the message, the stay, the link, the contacts. */
export function GuestMessageEmail({ input, subject, t }: EmailProps): ReactElement {
  const palette = paletteOf(input.hotel.themeColor);
  const { hotel, guest, kind, reservation, language } = input;
  const paragraph = {
    fontSize: '16px',
    lineHeight: '24px',
    color: palette.text,
    margin: '0 0 16px',
  };
  return h(
    Html,
    { lang: language },
    h(Head, null, h('title', null, subject)),
    h(
      Preview,
      null,
      t(`${kind}.preview`, { arrival: formatStayDate(reservation.arrivalDate, language) }),
    ),
    h(
      Body,
      {
        style: {
          backgroundColor: palette.background,
          fontFamily: FONT,
          margin: 0,
          padding: '16px 0',
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: palette.surface,
            borderRadius: '12px',
            maxWidth: '600px',
            overflow: 'hidden',
          },
        },
        h(
          Section,
          { style: { backgroundColor: palette.brand, padding: '20px 32px' } },
          h(
            Text,
            { style: { color: palette.onBrand, fontSize: '20px', fontWeight: 700, margin: 0 } },
            hotel.name,
          ),
        ),
        h(
          Section,
          { style: { padding: '24px 32px 8px' } },
          h(
            Heading,
            {
              as: 'h1',
              style: {
                fontSize: '24px',
                lineHeight: '32px',
                color: palette.text,
                margin: '0 0 16px',
              },
            },
            t(`${kind}.heading`),
          ),
          h(
            Text,
            { style: paragraph },
            t('greeting', { name: `${guest.givenName} ${guest.surname}` }),
          ),
          h(Text, { style: paragraph }, mainText(input, t)),
          note(input, t, palette),
          stayFacts(input, t, palette),
          bill(input, t, palette),
          callToAction(input, t, palette),
          h(Text, { style: paragraph }, t('signature', { hotel: hotel.name })),
        ),
        h(
          Section,
          { style: { padding: '0 32px 24px' } },
          h(Hr, { style: { borderColor: palette.border, margin: '0 0 16px' } }),
          contacts(hotel, t, palette),
        ),
      ),
    ),
  );
}
