import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { CardImage, type CardImageSource } from '../internal/card-image.tsx';
import {
  CardActions,
  CardBody,
  CardFrame,
  CardMeta,
  CardText,
  CardTitle,
  cardHeading,
  type CardHeadingLevel,
} from '../internal/card-parts.ts';
import { color, font, radius, space } from '../theme/tokens.ts';

export interface OfferCardProps {
  /** The offer; pass the router's link to make the whole card open it. */
  title: ReactNode;
  /**
   * The title's heading level, one below the heading the card sits under: 2 in a list right under
   * the page's h1, 3 under a section's h2 (headings never skip a level).
   */
  headingLevel: CardHeadingLevel;
  image?: CardImageSource;
  description?: ReactNode;
  /** A highlight on the picture, e.g. "-20%". */
  highlight?: ReactNode;
  /** Until when, already formatted, e.g. "Until 31 May 2025". */
  validity?: ReactNode;
  actions?: ReactNode;
}

const Highlight = styled.span`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  z-index: 1;
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color.onBrand};
  font-weight: ${font.weight.bold};
  font-size: ${font.size.sm};
`;

const Wrap = styled.div`
  position: relative;
`;

/** A special offer of the hotel (spa, dining, late check-out). */
export function OfferCard({
  title,
  headingLevel,
  image,
  description,
  highlight,
  validity,
  actions,
}: OfferCardProps) {
  return (
    <CardFrame>
      {(image || highlight) && (
        <Wrap>
          {image && <CardImage image={image} />}
          {highlight && <Highlight>{highlight}</Highlight>}
        </Wrap>
      )}
      <CardBody>
        <CardTitle as={cardHeading(headingLevel)}>{title}</CardTitle>
        {validity && (
          <CardMeta>
            <Icon name="clock" size={16} />
            {validity}
          </CardMeta>
        )}
        {description && <CardText>{description}</CardText>}
        {actions && <CardActions>{actions}</CardActions>}
      </CardBody>
    </CardFrame>
  );
}
