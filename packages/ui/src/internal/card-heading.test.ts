import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { FoodCard } from '../food-card/food-card.tsx';
import { LocalTipCard } from '../local-tip-card/local-tip-card.tsx';
import { OfferCard } from '../offer-card/offer-card.tsx';
import { ProgramCard } from '../program-card/program-card.tsx';
import { createTheme } from '../theme/create-theme.ts';
import type { CardHeadingLevel } from './card-parts.ts';

const theme = createTheme({ themeColor: '#99CC33' });
const image = { src: '/tip.jpg', alt: '', width: 640, height: 360 };

/** Each card with its title at a level, as the screen would ask for it. */
const CARDS: Record<string, (headingLevel: CardHeadingLevel) => ReactElement> = {
  ProgramCard: (headingLevel) => createElement(ProgramCard, { title: 'Title', headingLevel }),
  LocalTipCard: (headingLevel) =>
    createElement(LocalTipCard, {
      title: 'Title',
      headingLevel,
      liked: false,
      onToggleLike: () => undefined,
      likeLabel: 'Like',
    }),
  OfferCard: (headingLevel) => createElement(OfferCard, { title: 'Title', headingLevel }),
  FoodCard: (headingLevel) =>
    createElement(FoodCard, {
      title: 'Title',
      headingLevel,
      image,
      price: 1,
      formatPrice: String,
    }),
};

const headingsIn = (element: ReactElement) =>
  [
    ...renderToStaticMarkup(createElement(ThemeProvider, { theme }, element)).matchAll(
      /<(h[1-6])\b[^>]*>([^<]*)</g,
    ),
  ].map(([, tag, text]) => `${tag} ${text}`);

describe.each(Object.entries(CARDS))('%s', (_name, card) => {
  it.each([2, 3, 4, 5, 6] as const)(
    'titles the card with an h%i, the level the screen asks for',
    (level) => {
      expect(headingsIn(card(level))).toEqual([`h${level} Title`]);
    },
  );
});
