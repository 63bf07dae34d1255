import type { DefaultTheme } from 'styled-components';

export interface BrandTokens {
  /** The hotel's theme colour, #RRGGBB. */
  themeColor: string;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
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

/** Darkens a colour until `text` on it reaches AA (4.5:1). */
function darkenForText(hex: string, text: string): string {
  let colour = toRgb(hex);
  for (let step = 0; step < 20 && contrastRatio(toHex(colour), text) < 4.5; step += 1) {
    colour = mix(colour, [0, 0, 0], 0.08);
  }
  return toHex(colour);
}

/** One brand colour expanded into the palette the kit uses, every text pair AA. */
export function createTheme(tokens: BrandTokens): DefaultTheme {
  const brand = tokens.themeColor.toUpperCase();
  const rgb = toRgb(brand);
  const onBrand = contrastRatio(brand, WHITE) >= 4.5 ? WHITE : INK;
  // Filled buttons and links need a brand shade that carries white text / reads on white.
  const primary = darkenForText(brand, WHITE);
  return {
    color: {
      brand,
      onBrand,
      primary,
      onPrimary: WHITE,
      primarySoft: toHex(mix(rgb, [255, 255, 255], 0.85)),
      link: primary,
      background: '#F5F6F7',
      surface: WHITE,
      text: INK,
      textMuted: '#545B63',
      border: '#C4C9CF',
      danger: '#B3261E',
      success: '#1E7B3A',
      warning: '#8A5300',
      focus: '#1A56DB',
    },
    font: {
      family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
      size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
      weight: { regular: 400, medium: 500, bold: 700 },
    },
    space: (n: number) => `${n * 4}px`,
    radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
    shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.08)', raised: '0 6px 20px rgba(0, 0, 0, 0.16)' },
    touchTarget: '44px',
  };
}

/** The kit's theme, typed for every styled component. */
declare module 'styled-components' {
  export interface DefaultTheme {
    color: {
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
      success: string;
      warning: string;
      focus: string;
    };
    font: {
      family: string;
      size: { xs: string; sm: string; md: string; lg: string; xl: string };
      weight: { regular: number; medium: number; bold: number };
    };
    space: (n: number) => string;
    radius: { sm: string; md: string; lg: string; pill: string };
    shadow: { card: string; raised: string };
    touchTarget: string;
  }
}
