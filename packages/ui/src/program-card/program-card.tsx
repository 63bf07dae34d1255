import type { ReactNode } from 'react';
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

export interface ProgramCardProps {
  /** The program name; pass the router's link to its detail page to make the whole card open it. */
  title: ReactNode;
  /**
   * The title's heading level, one below the heading the card sits under: 2 in a list right under
   * the page's h1, 3 under a section's h2 (headings never skip a level).
   */
  headingLevel: CardHeadingLevel;
  image?: CardImageSource;
  /** When it runs, already formatted, e.g. "Mon, 12 May 2025 · 07:00". */
  schedule?: ReactNode;
  location?: ReactNode;
  description?: ReactNode;
  /** Price or "Free", already formatted. */
  price?: ReactNode;
  /** E.g. a StatusBadge saying "Reserved". */
  badge?: ReactNode;
  /** Buttons such as Reserve or Cancel. */
  actions?: ReactNode;
}

/** A hotel program (yoga class, cooking class, tour) in a list. */
export function ProgramCard({
  title,
  headingLevel,
  image,
  schedule,
  location,
  description,
  price,
  badge,
  actions,
}: ProgramCardProps) {
  return (
    <CardFrame>
      {image && <CardImage image={image} />}
      <CardBody>
        {badge}
        <CardTitle as={cardHeading(headingLevel)}>{title}</CardTitle>
        {schedule && (
          <CardMeta>
            <Icon name="calendar" size={16} />
            {schedule}
          </CardMeta>
        )}
        {location && (
          <CardMeta>
            <Icon name="location" size={16} />
            {location}
          </CardMeta>
        )}
        {description && <CardText>{description}</CardText>}
        {(price || actions) && (
          <CardActions>
            {price && <strong>{price}</strong>}
            {actions}
          </CardActions>
        )}
      </CardBody>
    </CardFrame>
  );
}
