import { describe, expect, it } from 'vitest';
import { escapeHtml, tenantIconSvg } from './tenant-brand.ts';

describe("the hotel's brand in markup", () => {
  it("draws the hotel's code on its colour", () => {
    const svg = tenantIconSvg({ themeColor: '#1F5C99', hotelCode: 'VCT' });
    expect(svg).toContain('fill="#1F5C99"');
    expect(svg).toMatch(/>VCT<\/text><\/svg>$/);
  });

  it('escapes what would break out of the markup', () => {
    expect(escapeHtml(`Tom & Jerry's "<Inn>"`)).toBe(
      'Tom &#38; Jerry&#39;s &#34;&#60;Inn&#62;&#34;',
    );
  });
});
