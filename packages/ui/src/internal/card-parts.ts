import styled from 'styled-components';
import { color, font, motion, radius, shadow, space } from '../theme/tokens.ts';

/**
 * A card whose title link is stretched over the whole card (one link, one tab stop, the whole
 * surface tappable); buttons inside sit above the stretched area.
 */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${color.surface};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  color: ${color.text};
  @media (prefers-reduced-motion: no-preference) {
    transition: box-shadow ${motion.fast} ease;
  }
  &:has(a:hover) {
    box-shadow: ${shadow.raised};
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)} ${space(4)};
`;

/**
 * The level of a card's title in the screen's outline: one below the heading the cards sit under
 * (2 for a list right under the page's h1, 3 under a section's h2). The kit cannot know the
 * screen, so every card asks for it.
 */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The card's title as `<h{level}>`: `<CardTitle as={cardHeading(level)}>`. */
export const cardHeading = (level: CardHeadingLevel) => `h${level}` as const;

/** Styled the same at every level; give it its element with `as={cardHeading(level)}`. */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: 1.35;
  a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const CardMeta = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

export const CardText = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const CardActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

export const CardFigure = styled.div`
  position: relative;
  background: ${color.skeleton};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: var(--card-image-ratio);
    object-fit: cover;
  }
`;
