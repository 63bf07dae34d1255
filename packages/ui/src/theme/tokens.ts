import type { DefaultTheme } from 'styled-components';
import { createTheme, SAME_FOR_EVERY_HOTEL } from './create-theme.ts';

/*
 * The theme as constants, for styled components whose CSS then does not depend on the theme
 * (`color: ${color.text}; padding: ${space(3)};`). The hotel's colours are CSS custom properties,
 * declared on :root by PortalThemeProvider; everything else is the same for every hotel.
 */

type ColorName = keyof DefaultTheme['color'];

/** The custom property holding a theme colour: `textMuted` → `--color-text-muted`. */
export const colorProperty = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// Any hotel's theme names every colour.
const COLOR_NAMES = Object.keys(createTheme({ themeColor: '#FFFFFF' }).color) as ColorName[];

export const color = Object.fromEntries(
  COLOR_NAMES.map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>;

export const { font, space, radius, shadow, motion, layer, touchTarget } = SAME_FOR_EVERY_HOTEL;
