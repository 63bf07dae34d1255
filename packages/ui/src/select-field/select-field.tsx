import {
  startTransition,
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { FormField } from '../form-field/form-field.tsx';
import { controlStyles } from '../internal/field-parts.ts';
import { space } from '../theme/tokens.ts';
import { whenIdle } from '../when-idle/when-idle.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as "Choose a room type". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * For a long list, such as a country for each guest of a form: the page first holds only the
   * chosen option (pass the field's value), and the others once the browser is idle, or at once
   * when the guest reaches for the select. A form of three guests draws 750 options fewer with its
   * first screen.
   */
  optionsWhenIdle?: { chosen: string };
}

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${space(10)};
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24'%3E%3Cpath d='m6 9 6 6 6-6' fill='none' stroke='%23545B63' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;

/** Whether the whole list is drawn, and how to draw it before an event's default action. */
function useWholeList(later: boolean): [whole: boolean, drawNow: () => void] {
  const [whole, setWhole] = useState(!later);
  useEffect(() => {
    if (whole) return;
    // Safari has no idle callback: a moment after the first paint.
    return whenIdle(() => startTransition(() => setWhole(true)), 300);
  }, [whole]);
  const drawNow = () => {
    if (!whole) flushSync(() => setWhole(true));
  };
  return [whole, drawNow];
}

/** A labelled native select: the phone's own picker, fully keyboard and screen reader usable. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  optionsWhenIdle,
  ...select
}: SelectFieldProps) {
  const [whole, drawNow] = useWholeList(optionsWhenIdle !== undefined);
  const shown = whole ? options : options.filter(({ value }) => value === optionsWhenIdle?.chosen);
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Select
          {...select}
          {...control}
          onFocus={(event) => {
            drawNow();
            select.onFocus?.(event);
          }}
          onPointerDown={(event) => {
            drawNow();
            select.onPointerDown?.(event);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {shown.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
