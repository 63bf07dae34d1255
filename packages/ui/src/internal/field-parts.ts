import { useId } from 'react';
import styled, { css } from 'styled-components';

/** Hidden from sight, still read by screen readers and still focusable. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;

/** The look shared by text-like controls (input, select, textarea). */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.color.danger}` : 'none')};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  transition: border-color ${({ theme }) => theme.motion.fast} ease;
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for aria-describedby: hint first, then error; undefined when there is neither. */
  describedBy: string | undefined;
}

/** Stable ids tying a control to its label, hint and error. */
export function useFieldIds(hasHint: boolean, hasError: boolean): FieldIds {
  const id = useId();
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
