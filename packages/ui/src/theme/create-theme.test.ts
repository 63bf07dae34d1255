import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, createTheme, luminance } from './create-theme.ts';

const TENANT_COLOURS = { esg: '#99CC33', vct: '#1F5C99', ehh: '#B4532A' };
const EXTREME_COLOURS = [
  '#FFFF00',
  '#000000',
  '#FFFFFF',
  '#808080',
  '#3399FF',
  '#2E86DE',
  '#FF0000',
  '#00FF00',
];

describe('luminance and contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values for black and white', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });

  it('matches a published pair: #767676 on white is 4.54:1', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ...Object.entries(TENANT_COLOURS),
  ...EXTREME_COLOURS.map((colour) => [colour, colour]),
])('createTheme for %s', (_name, themeColor) => {
  const theme = createTheme({ themeColor });
  const { color } = theme;
  const textPairs: [string, string, string][] = [
    ['header text on the brand surface', color.onBrand, color.brand],
    ['filled button text on primary', color.onPrimary, color.primary],
    ['primary (links, outline buttons) on the surface', color.primary, color.surface],
    ['primary on the page background', color.primary, color.background],
    ['text on the soft brand tint (selected items)', color.text, color.primarySoft],
    ['text on the surface', color.text, color.surface],
    ['muted text on the surface', color.textMuted, color.surface],
    ['muted text on the page background', color.textMuted, color.background],
    ['error text on the surface', color.danger, color.surface],
    ['error toast text', color.onDanger, color.danger],
    ['success toast text', color.onSuccess, color.success],
    ['warning toast text', color.onWarning, color.warning],
    ['badge text on the danger tint', color.danger, color.dangerSoft],
    ['badge text on the success tint', color.success, color.successSoft],
    ['badge text on the warning tint', color.warning, color.warningSoft],
  ];

  it.each(textPairs)('keeps AA (4.5:1) for %s', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps non-text parts (stars, focus ring, field borders) at 3:1 or more', () => {
    expect(contrastRatio(color.rating, color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color.focus, color.surface)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the tenant colour as configured', () => {
    expect(color.tenant).toBe(themeColor.toUpperCase());
  });
});

describe('createTheme', () => {
  it('uses the tenant colour itself as the brand surface when its text can reach AA', () => {
    expect(createTheme({ themeColor: '#99CC33' }).color.brand).toBe('#99CC33');
    expect(createTheme({ themeColor: '#1F5C99' }).color.brand).toBe('#1F5C99');
    expect(createTheme({ themeColor: '#b4532a' }).color.brand).toBe('#B4532A');
  });

  it('picks ink on light brands and white on dark ones', () => {
    expect(createTheme({ themeColor: '#FFFF00' }).color.onBrand).toBe('#1B1F23');
    expect(createTheme({ themeColor: '#000000' }).color.onBrand).toBe('#FFFFFF');
  });

  it('deepens a mid-tone brand that neither white nor ink can read on', () => {
    const theme = createTheme({ themeColor: '#808080' });
    expect(
      Math.max(contrastRatio('#808080', '#FFFFFF'), contrastRatio('#808080', '#1B1F23')),
    ).toBeLessThan(AA_TEXT);
    expect(theme.color.brand).not.toBe('#808080');
    expect(contrastRatio(theme.color.onBrand, theme.color.brand)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('darkens a light brand for filled buttons', () => {
    const theme = createTheme({ themeColor: '#99CC33' });
    expect(luminance(theme.color.primary)).toBeLessThan(luminance('#99CC33'));
  });

  it('derives different palettes for different tenants', () => {
    expect(createTheme({ themeColor: '#1F5C99' }).color.primarySoft).not.toBe(
      createTheme({ themeColor: '#B4532A' }).color.primarySoft,
    );
  });

  it('refuses a colour that is not #RRGGBB', () => {
    expect(() => createTheme({ themeColor: 'green' })).toThrow(/#RRGGBB/);
    expect(() => createTheme({ themeColor: '#9C3' })).toThrow(/#RRGGBB/);
  });

  it('provides the scales the components rely on', () => {
    const theme = createTheme({ themeColor: '#1F5C99' });
    expect(theme.space(4)).toBe('16px');
    expect(theme.touchTarget).toBe('44px');
    expect(theme.motion.enter).toBe('225ms');
    expect(theme.motion.exit).toBe('195ms');
  });
});
