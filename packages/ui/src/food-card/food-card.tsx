import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardImage, type CardImageSource } from '../internal/card-image.tsx';
import {
  CardActions,
  CardBody,
  CardFrame,
  CardText,
  CardTitle,
  cardHeading,
  type CardHeadingLevel,
} from '../internal/card-parts.ts';
import { color, font, space } from '../theme/tokens.ts';

export interface FoodCardProps {
  /** The dish; pass the router's link to its detail page to make the whole card open it. */
  title: ReactNode;
  /**
   * The title's heading level, one below the heading the card sits under: 2 in a list right under
   * the page's h1, 3 under a section's h2 (headings never skip a level).
   */
  headingLevel: CardHeadingLevel;
  image: CardImageSource;
  /** In the hotel's currency, as a number: the card formats it with `formatPrice`. */
  price: number;
  /** E.g. `(amount) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount)`. */
  formatPrice: (amount: number) => string;
  description?: ReactNode;
  /** Shown instead of the actions when the dish cannot be ordered now, e.g. "Sold out". */
  unavailableLabel?: string;
  /** E.g. an "Add to cart" button or a QuantityStepper. */
  actions?: ReactNode;
}

const Row = styled.div`
  display: flex;
  /* With large text the button moves under the price rather than being squeezed. */
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const Price = styled.span`
  font-weight: ${font.weight.bold};
  color: ${color.text};
  font-variant-numeric: tabular-nums;
`;

const Unavailable = styled.span`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

/** A dish of the in-room menu with its picture and price. */
export function FoodCard({
  title,
  headingLevel,
  image,
  price,
  formatPrice,
  description,
  unavailableLabel,
  actions,
}: FoodCardProps) {
  return (
    <CardFrame>
      <CardImage image={image} />
      <CardBody>
        <CardTitle as={cardHeading(headingLevel)}>{title}</CardTitle>
        {description && <CardText>{description}</CardText>}
        <CardActions>
          <Row style={{ width: '100%' }}>
            <Price>{formatPrice(price)}</Price>
            {unavailableLabel ? <Unavailable>{unavailableLabel}</Unavailable> : actions}
          </Row>
        </CardActions>
      </CardBody>
    </CardFrame>
  );
}
