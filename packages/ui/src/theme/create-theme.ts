import type { DefaultTheme } from 'styled-components';

export interface BrandTokens {
  /** The hotel's theme colour, #RRGGBB. */
  themeColor: string;
}

type Rgb = [number, number, number];

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function toRgb(hex: string): Rgb {
  if (!HEX_COLOUR.test(hex)) throw new Error(`Expected a colour as #RRGGBB, got "${hex}"`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => (a[i] ?? 0) * (1 - weight) + (b[i] ?? 0) * weight) as Rgb;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#FFFFFF';
const INK = '#1B1F23';
const PAGE_BACKGROUND = '#F5F6F7';

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** Darkens a colour until `text` on it reaches AA (4.5:1). */
function darkenForText(hex: string, text: string): string {
  let colour = toRgb(hex);
  for (let step = 0; step < 40 && contrastRatio(toHex(colour), text) < AA_TEXT; step += 1) {
    colour = mix(colour, [0, 0, 0], 0.08);
  }
  return toHex(colour);
}

/** White or ink, whichever reads better on `background`. */
function readableOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** The theme but its colours: the same for every hotel (theme/tokens.ts interpolates it as is). */
export const SAME_FOR_EVERY_HOTEL = {
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 2px 8px rgba(0, 0, 0, 0.08)',
    raised: '0 6px 20px rgba(0, 0, 0, 0.16)',
    sheet: '0 -6px 24px rgba(0, 0, 0, 0.18)',
  },
  motion: { fast: '120ms', enter: '225ms', exit: '195ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layer: { floating: 800, menu: 900, overlay: 1000, dialog: 1100, toast: 1200 },
  touchTarget: '44px',
} satisfies Omit<DefaultTheme, 'color'>;

/** One brand colour expanded into the palette the kit uses, every text pair AA. */
export function createTheme(tokens: BrandTokens): DefaultTheme {
  const tenantColour = tokens.themeColor.toUpperCase();
  const rgb = toRgb(tenantColour);
  // Mid-tones (luminance near 0.2) carry neither white nor ink at 4.5:1: only then is the
  // brand surface deepened, so the header text stays readable.
  const brand =
    Math.max(contrastRatio(tenantColour, WHITE), contrastRatio(tenantColour, INK)) >= AA_TEXT
      ? tenantColour
      : darkenForText(tenantColour, WHITE);
  const onBrand = readableOn(brand);
  // Filled buttons and links need a brand shade that carries white text and reads on the page
  // background (the darker of the two light backgrounds, so it also reads on white).
  const primary = darkenForText(tenantColour, PAGE_BACKGROUND);
  const danger = '#B3261E';
  const success = '#1E7B3A';
  const warning = '#8A5300';
  return {
    color: {
      tenant: tenantColour,
      brand,
      onBrand,
      primary,
      onPrimary: WHITE,
      primarySoft: toHex(mix(rgb, [255, 255, 255], 0.85)),
      link: primary,
      background: PAGE_BACKGROUND,
      surface: WHITE,
      text: INK,
      textMuted: '#545B63',
      border: '#C4C9CF',
      danger,
      onDanger: WHITE,
      dangerSoft: '#FCE8E6',
      success,
      onSuccess: WHITE,
      successSoft: '#E3F4E8',
      warning,
      onWarning: WHITE,
      warningSoft: '#FDF0DC',
      focus: '#1A56DB',
      rating: '#A86400',
      scrim: 'rgba(0, 0, 0, 0.45)',
      skeleton: '#E3E6EA',
    },
    ...SAME_FOR_EVERY_HOTEL,
  };
}

/** The kit's theme, typed for every styled component. */
declare module 'styled-components' {
  export interface DefaultTheme {
    color: {
      /** The tenant's colour exactly as configured (decoration only, never behind text). */
      tenant: string;
      /** The brand surface behind header text: the tenant colour, deepened only if needed for AA. */
      brand: string;
      onBrand: string;
      primary: string;
      onPrimary: string;
      primarySoft: string;
      link: string;
      background: string;
      surface: string;
      text: string;
      textMuted: string;
      border: string;
      danger: string;
      onDanger: string;
      dangerSoft: string;
      success: string;
      onSuccess: string;
      successSoft: string;
      warning: string;
      onWarning: string;
      warningSoft: string;
      focus: string;
      /** Filled stars: a non-text colour, at least 3:1 on the surface. */
      rating: string;
      scrim: string;
      skeleton: string;
    };
    font: {
      family: string;
      size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
      weight: { regular: number; medium: number; bold: number };
    };
    space: (n: number) => string;
    radius: { sm: string; md: string; lg: string; pill: string };
    shadow: { card: string; raised: string; sheet: string };
    motion: { fast: string; enter: string; exit: string; easing: string };
    layer: { floating: number; menu: number; overlay: number; dialog: number; toast: number };
    touchTarget: string;
  }
}
