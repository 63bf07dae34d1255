import { describe, expect, it } from 'vitest';
import { contactChannels } from './contact-channels.ts';

const allChannels = {
  messengerPage: 'https://m.me/vctriverside',
  zalo: '0901 234 567',
  phone: '+84 24 3933 2020',
  tollFree: '1800 2020',
  whatsapp: '+84 901 234 567',
};

describe('contactChannels', () => {
  it('offers Messenger, Zalo, phone and WhatsApp in that order, each with its link', () => {
    expect(contactChannels(allChannels).map(({ name, href }) => [name, href])).toEqual([
      ['messenger', 'https://m.me/vctriverside'],
      ['zalo', 'https://zalo.me/0901234567'],
      ['phone', 'tel:+842439332020'],
      ['whatsapp', 'https://wa.me/84901234567'],
    ]);
  });

  it('leaves out a channel whose number is empty (esg has no Zalo or WhatsApp)', () => {
    const esg = { ...allChannels, zalo: '', whatsapp: ' ' };
    expect(contactChannels(esg).map((channel) => channel.name)).toEqual(['messenger', 'phone']);
    expect(contactChannels({ ...esg, messengerPage: '' }).map((channel) => channel.name)).toEqual([
      'phone',
    ]);
  });

  it('adds the toll-free line only when asked', () => {
    const names = contactChannels(allChannels, { withTollFree: true }).map(
      (channel) => channel.name,
    );
    expect(names.at(-1)).toBe('tollFree');
    expect(contactChannels(allChannels, { withTollFree: true }).at(-1)?.href).toBe('tel:18002020');
    expect(contactChannels({ ...allChannels, tollFree: '' }, { withTollFree: true })).toHaveLength(
      4,
    );
  });

  it('opens web channels in a new tab and calls in place', () => {
    const byName = Object.fromEntries(
      contactChannels(allChannels).map((channel) => [channel.name, channel.external]),
    );
    expect(byName).toEqual({ messenger: true, zalo: true, phone: false, whatsapp: true });
  });
});
