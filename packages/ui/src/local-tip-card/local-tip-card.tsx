import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { CardImage, type CardImageSource } from '../internal/card-image.tsx';
import {
  CardBody,
  CardFrame,
  CardMeta,
  CardText,
  CardTitle,
  cardHeading,
  type CardHeadingLevel,
} from '../internal/card-parts.ts';
import { color, motion, space } from '../theme/tokens.ts';

export interface LocalTipCardProps {
  /** The place; pass the router's link to its detail page to make the whole card open it. */
  title: ReactNode;
  /**
   * The title's heading level, one below the heading the card sits under: 2 in a list right under
   * the page's h1, 3 under a section's h2 (headings never skip a level).
   */
  headingLevel: CardHeadingLevel;
  image?: CardImageSource;
  category?: ReactNode;
  description?: ReactNode;
  liked: boolean;
  onToggleLike: () => void;
  /** Names the like button, e.g. "Like Ben Thanh Market"; its pressed state says whether it is liked. */
  likeLabel: string;
  /** While the like is being saved. */
  likePending?: boolean;
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  > :first-child {
    flex: 1;
    padding-top: ${space(2)};
  }
`;

/** Above the card's stretched title link, so the heart is its own tap. */
const LikeButton = styled(IconButton)`
  position: relative;
  z-index: 1;
  margin: -${space(1)} -${space(2)} 0 0;
  &[aria-pressed='true'],
  &[aria-pressed='true']:hover {
    color: ${color.danger};
  }
  &:disabled {
    cursor: progress;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[aria-pressed='true'] svg {
      animation: like-pop ${motion.enter} ${motion.easing};
    }
  }
  @keyframes like-pop {
    50% {
      transform: scale(1.25);
    }
  }
`;

/** A local tip (restaurant, market, sight) with a like button that keeps it in favourites. */
export function LocalTipCard({
  title,
  headingLevel,
  image,
  category,
  description,
  liked,
  onToggleLike,
  likeLabel,
  likePending,
}: LocalTipCardProps) {
  return (
    <CardFrame>
      {image && <CardImage image={image} />}
      <CardBody>
        <Header>
          <CardTitle as={cardHeading(headingLevel)}>{title}</CardTitle>
          <LikeButton
            label={likeLabel}
            tone="muted"
            aria-pressed={liked}
            disabled={likePending}
            aria-busy={likePending || undefined}
            onClick={onToggleLike}
          >
            <Icon name={liked ? 'heart-filled' : 'heart'} />
          </LikeButton>
        </Header>
        {category && (
          <CardMeta>
            <Icon name="tag" size={16} />
            {category}
          </CardMeta>
        )}
        {description && <CardText>{description}</CardText>}
      </CardBody>
    </CardFrame>
  );
}
