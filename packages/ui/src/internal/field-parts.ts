import { useId } from 'react';
import styled, { css } from 'styled-components';
import { color, font, motion, radius, space, touchTarget } from '../theme/tokens.ts';

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
  gap: ${space(1)};
`;

export const Label = styled.label`
  font-weight: ${font.weight.medium};
  font-size: ${font.size.sm};
  color: ${color.text};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space(1)};
  font-weight: ${font.weight.medium};
  font-size: ${font.size.sm};
  color: ${color.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${font.size.xs};
  color: ${color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.danger};
`;

export const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${color.danger};
`;

/**
 * The look shared by text-like controls (input, select, textarea). An error shows by
 * `aria-invalid`, under `:where()` so its rules keep the specificity of the class alone.
 */
export const controlStyles = css`
  width: 100%;
  min-height: ${touchTarget};
  padding: 0 ${space(3)};
  border-radius: ${radius.sm};
  border: 1px solid ${color.border};
  box-shadow: none;
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  transition: border-color ${motion.fast} ease;
  &:hover:not(:disabled) {
    border-color: ${color.textMuted};
  }
  &:focus-visible {
    border-color: ${color.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${color.background};
    color: ${color.textMuted};
  }
  &::placeholder {
    color: ${color.textMuted};
  }
  &:where([aria-invalid='true']) {
    border-color: ${color.danger};
    box-shadow: inset 0 0 0 1px ${color.danger};
    &:hover:not(:disabled) {
      border-color: ${color.danger};
    }
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
