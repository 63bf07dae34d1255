import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import { sampleGuestMessage } from './guest-message-samples.ts';
import {
  GUEST_MESSAGE_KINDS,
  renderGuestMessage,
  type GuestMessageInput,
  type MessageHotel,
} from './render-guest-message.ts';

const HOTEL: MessageHotel = {
  name: 'ESG Hotel Saigon',
  themeColor: '#99CC33',
  contacts: { phone: '+84 28 3822 6868', email: 'frontdesk@esg.example', zalo: '0901234567' },
};
const LINK = 'https://esg.example/auth?token=one-time-TOKEN-123';
const ACTIONS = { en, vi };

const input = (kind: GuestMessageInput['kind'], language: 'en' | 'vi'): GuestMessageInput => ({
  ...sampleGuestMessage(kind, language, HOTEL),
  link: LINK,
});

describe.each(['en', 'vi'] as const)('every guest message in %s', (language) => {
  it.each(GUEST_MESSAGE_KINDS)(
    '%s: subject, HTML and text name the hotel and carry the link',
    async (kind) => {
      const message = await renderGuestMessage(input(kind, language));

      expect(message.subject).toBe(
        ACTIONS[language][kind].subject.replace('{{hotel}}', HOTEL.name),
      );
      expect(message.html).toContain(`lang="${language}"`);
      for (const part of [message.html, message.text]) {
        expect(part).toContain(HOTEL.name);
        expect(part).toContain('Linh Tran');
        expect(part).toContain('+84 28 3822 6868');
        expect(part).toContain(ACTIONS[language][kind].action);
      }
      expect(message.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
      expect(message.text).toContain(LINK);
    },
  );
});

describe('the guest messages', () => {
  it('call the invitation to "Check in online" in English and in Vietnamese', async () => {
    const english = await renderGuestMessage(input('invitation', 'en'));
    const vietnamese = await renderGuestMessage(input('invitation', 'vi'));

    expect(english.text).toContain(`Check in online ${LINK}`);
    expect(vietnamese.text).toContain(`Nhận phòng trực tuyến ${LINK}`);
    expect(vietnamese.text).toContain('Thứ Sáu, 18 tháng 12, 2026');
    expect(english.text).toContain('Friday, 18 December 2026');
  });

  it("carry the front desk's note when the pre check-in is returned", async () => {
    const message = await renderGuestMessage({
      ...input('pre-check-in-returned', 'en'),
      note: 'Your arrival time is missing <please add it>',
    });

    expect(message.text).toContain("The front desk's note");
    expect(message.text).toContain('Your arrival time is missing <please add it>');
    expect(message.html).toContain('Your arrival time is missing &lt;please add it&gt;');
  });

  it('give the room when it is ready', async () => {
    const message = await renderGuestMessage(input('room-ready', 'vi'));

    expect(message.text).toContain('Phòng 512 đã sẵn sàng');
  });

  it("list the bill's lines and totals after check-out, in the language's format", async () => {
    const english = await renderGuestMessage(input('after-check-out', 'en'));
    const vietnamese = await renderGuestMessage(input('after-check-out', 'vi'));

    expect(english.text).toMatch(/Your bill\s+Item\s+Amount\s+Room, 3 nights\s+₫5,400,000/);
    expect(english.text).toMatch(/Laundry\s+₫120,000/);
    expect(english.text).toMatch(/Total\s+₫5,905,000/);
    expect(vietnamese.text).toMatch(/Tổng cộng\s+5\.905\.000\s₫/);
  });

  it('say the rating link works for 7 days', async () => {
    const message = await renderGuestMessage(input('rate-your-stay', 'en'));

    expect(message.text).toContain('The link works for 7 days.');
  });

  it('leave the call to action out when there is no link', async () => {
    const message = await renderGuestMessage({
      ...input('after-check-out', 'en'),
      link: undefined,
    });

    expect(message.html).not.toContain('/auth?token=');
    expect(message.text).not.toContain(en['after-check-out'].action);
  });

  it('never carry identity-document data, even when the caller passes its whole guest row', async () => {
    const guestRow = {
      givenName: 'Linh',
      surname: 'Tran',
      documentType: 'passport',
      documentNumber: 'C7X49215Q',
      nationality: 'VNM',
      dateOfBirth: '1990-04-12',
    };
    const message = await renderGuestMessage({ ...input('invitation', 'en'), guest: guestRow });

    for (const part of [message.subject, message.html, message.text]) {
      expect(part).not.toContain('C7X49215Q');
      expect(part).not.toContain('passport');
      expect(part).not.toContain('1990');
      expect(part).not.toContain('VNM');
    }
  });

  it("paint the header in the hotel's colour with a readable text colour", async () => {
    const light = await renderGuestMessage({
      ...input('invitation', 'en'),
      hotel: { ...HOTEL, themeColor: '#99CC33' },
    });
    const dark = await renderGuestMessage({
      ...input('invitation', 'en'),
      hotel: { ...HOTEL, themeColor: '#0B3D5C' },
    });

    expect(light.html).toMatch(
      /background-color:#99CC33[^>]*>[\s\S]*?color:#1B1F23[^>]*>ESG Hotel Saigon/,
    );
    expect(dark.html).toMatch(
      /background-color:#0B3D5C[^>]*>[\s\S]*?color:#FFFFFF[^>]*>ESG Hotel Saigon/,
    );
  });

  it('have every English text in Vietnamese too', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );

    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });
});
