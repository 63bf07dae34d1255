import { describe, expect, it } from 'vitest';
import { formatVnd } from './format-vnd.ts';

// Intl puts a no-break space between the number and the sign; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatVnd', () => {
  it('groups thousands with commas in English', () => {
    expect(plain(formatVnd(1_250_000, 'en'))).toBe('₫1,250,000');
  });

  it('groups thousands with dots and puts the sign after in Vietnamese', () => {
    expect(plain(formatVnd(1_250_000, 'vi'))).toBe('1.250.000 ₫');
  });

  it('never shows minor units', () => {
    expect(plain(formatVnd(0, 'vi'))).toBe('0 ₫');
    expect(formatVnd(99, 'en')).not.toContain('.');
  });
});
