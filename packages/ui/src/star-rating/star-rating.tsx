import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { FieldGroup } from '../field-group/field-group.tsx';
import { visuallyHidden } from '../internal/field-parts.ts';
import { color, space } from '../theme/tokens.ts';

export interface StarRatingProps {
  legend: ReactNode;
  /** 1 to 5, or 0 when the guest has not rated yet. */
  value: number;
  onChange: (value: number) => void;
  /** The accessible name of each star, e.g. (n) => `${n} of 5 stars`. */
  starLabel: (stars: number) => string;
  /** The radio group's name; one is generated when left out. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** The chosen star, or the first: where a form puts focus when the score is missing. */
  ref?: Ref<HTMLInputElement>;
}

const STARS = [1, 2, 3, 4, 5] as const;

const Stars = styled.div`
  display: flex;
  gap: ${space(1)};
`;

const StarLabel = styled.label<{ $filled: boolean; $disabled: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  color: ${({ $filled }) => ($filled ? color.rating : color.textMuted)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  svg path {
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'transparent')};
  }
  input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 0;
  }
  &:hover {
    background: ${({ $disabled }) => ($disabled ? 'transparent' : color.background)};
  }
`;

/** Five stars as a radio group: arrow keys change the score, each star is announced by name. */
export function StarRating({
  legend,
  value,
  onChange,
  starLabel,
  name,
  hint,
  error,
  disabled = false,
  required,
  ref,
}: StarRatingProps) {
  const generatedName = useId();
  return (
    <FieldGroup
      role="radiogroup"
      legend={legend}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      <Stars>
        {STARS.map((stars) => (
          <StarLabel key={stars} $filled={stars <= value} $disabled={disabled}>
            <input
              ref={stars === (value || 1) ? ref : undefined}
              type="radio"
              name={name ?? generatedName}
              value={stars}
              checked={value === stars}
              aria-label={starLabel(stars)}
              onChange={() => onChange(stars)}
            />
            <Icon name="star" size={32} />
          </StarLabel>
        ))}
      </Stars>
    </FieldGroup>
  );
}
