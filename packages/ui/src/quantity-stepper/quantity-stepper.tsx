import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { Hint } from '../internal/field-parts.ts';
import { color, font, radius, space, touchTarget } from '../theme/tokens.ts';

export interface QuantityStepperProps {
  /** Names the value, e.g. "Quantity of Pho bo" or "Adults". */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  /** Shows the label above the control; otherwise it is read by screen readers only. */
  showLabel?: boolean;
  hint?: string;
}

const Wrap = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const VisibleLabel = styled.span`
  font-weight: ${font.weight.medium};
  font-size: ${font.size.sm};
`;

const Control = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
`;

const StepButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${touchTarget};
  height: ${touchTarget};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color.primary};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${color.primarySoft};
    color: ${color.text};
  }
  &[aria-disabled='true'] {
    color: ${color.textMuted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Value = styled.div`
  min-width: 40px;
  height: ${touchTarget};
  line-height: ${touchTarget};
  text-align: center;
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
  border-radius: ${radius.sm};
  cursor: default;
  &[aria-disabled='true'] {
    color: ${color.textMuted};
  }
`;

/**
 * A number with − and + buttons (an ARIA spinbutton): arrow keys step, Page Up/Down step by 10,
 * Home/End jump to min/max. Buttons at a limit stay focusable but do nothing.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 0,
  max = 99,
  step = 1,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  showLabel = false,
  hint,
}: QuantityStepperProps) {
  const labelId = useId();
  const hintId = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  const change = (next: number) => {
    const bounded = clamp(next);
    if (!disabled && bounded !== value) onChange(bounded);
  };
  const atMin = disabled || value <= min;
  const atMax = disabled || value >= max;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: value + step,
      ArrowRight: value + step,
      ArrowDown: value - step,
      ArrowLeft: value - step,
      PageUp: value + step * 10,
      PageDown: value - step * 10,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    change(next);
  };
  return (
    <Wrap>
      <VisibleLabel id={labelId} hidden={!showLabel}>
        {label}
      </VisibleLabel>
      <Control>
        <StepButton
          type="button"
          aria-label={decreaseLabel}
          aria-disabled={atMin || undefined}
          onClick={() => change(value - step)}
        >
          <Icon name="minus" size={20} />
        </StepButton>
        <Value
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
        >
          {value}
        </Value>
        <StepButton
          type="button"
          aria-label={increaseLabel}
          aria-disabled={atMax || undefined}
          onClick={() => change(value + step)}
        >
          <Icon name="plus" size={20} />
        </StepButton>
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Wrap>
  );
}
