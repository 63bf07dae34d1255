import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Fieldset, Legend, visuallyHidden } from '../internal/field-parts.ts';
import { color, font, radius, space } from '../theme/tokens.ts';

/** The value of the "all days" chip. */
export const ALL_DAYS = 'all';

export interface StayDay {
  /** YYYY-MM-DD. */
  value: string;
  /** The weekday, already formatted, e.g. "Mon" / "T2". */
  weekday: string;
  /** The day, already formatted, e.g. "12 May". */
  date: string;
}

export interface DayPickerProps {
  legend: ReactNode;
  /** The days of the stay, in order. */
  days: StayDay[];
  allDaysLabel: string;
  /** A day's value, or ALL_DAYS. */
  value: string;
  onChange: (value: string) => void;
  name: string;
  disabled?: boolean;
}

// Chips wrap rather than scroll sideways: every day stays visible and reachable, even disabled.
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  padding: ${space(1)} 2px;
`;

const Chip = styled.label`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 56px;
  min-height: 56px;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  line-height: 1.2;
  cursor: pointer;
  input {
    ${visuallyHidden}
  }
  small {
    font-size: ${font.size.xs};
  }
  &:hover {
    border-color: ${color.primary};
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: ${font.weight.bold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The days of the stay as chips, plus "all days": a radio group, so arrows move between days. */
export function DayPicker({
  legend,
  days,
  allDaysLabel,
  value,
  onChange,
  name,
  disabled,
}: DayPickerProps) {
  return (
    <Fieldset role="radiogroup" disabled={disabled}>
      <Legend>{legend}</Legend>
      <Chips>
        <Chip>
          <input
            type="radio"
            name={name}
            value={ALL_DAYS}
            checked={value === ALL_DAYS}
            onChange={() => onChange(ALL_DAYS)}
          />
          {allDaysLabel}
        </Chip>
        {days.map((day) => (
          <Chip key={day.value}>
            <input
              type="radio"
              name={name}
              value={day.value}
              checked={value === day.value}
              onChange={() => onChange(day.value)}
            />
            <small>{day.weekday}</small>
            <span>{day.date}</span>
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  );
}
