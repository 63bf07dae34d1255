import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Fieldset, Legend, visuallyHidden } from '../internal/field-parts.ts';

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
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 2px;
`;

const Chip = styled.label`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 56px;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  line-height: 1.2;
  cursor: pointer;
  input {
    ${visuallyHidden}
  }
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
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
