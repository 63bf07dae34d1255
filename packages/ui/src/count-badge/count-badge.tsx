import styled from 'styled-components';
import { VisuallyHidden } from '../internal/field-parts.ts';
import { color, font, radius } from '../theme/tokens.ts';

export interface CountBadgeProps {
  count: number;
  /**
   * What the count means, for screen readers, e.g. "3 unread messages". Leave it out where the
   * link around the badge already says it in its own name.
   */
  label?: string;
}

const Pill = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5em;
  margin-inline-start: 0.5em;
  padding: 0 0.4em;
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: ${color.onDanger};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  line-height: 1.5;
`;

/** A small count beside a link or an icon (unread messages); nothing at zero, 99+ above 99. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <Pill aria-hidden="true" data-count={count}>
        {count > 99 ? '99+' : count}
      </Pill>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </>
  );
}
