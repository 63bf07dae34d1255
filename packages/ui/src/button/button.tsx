import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { color, font, motion, radius, space, touchTarget } from '../theme/tokens.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  fullWidth?: boolean;
}

// The variant is a data attribute, so the CSS does not depend on props. `:where()` keeps each
// variant at the specificity of the class alone, as when the props chose the declarations.
const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${touchTarget};
  min-width: ${touchTarget};
  padding: 0 ${space(5)};
  border-radius: ${radius.pill};
  border: 2px solid transparent;
  font: inherit;
  font-weight: ${font.weight.bold};
  cursor: pointer;
  width: auto;
  text-decoration: none;
  @media (prefers-reduced-motion: no-preference) {
    transition: filter ${motion.fast} ease;
  }
  &:where([data-full-width]) {
    width: 100%;
  }
  &:where([data-variant='primary']) {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  &:where([data-variant='secondary']) {
    background: ${color.surface};
    color: ${color.primary};
    border-color: ${color.primary};
  }
  &:where([data-variant='ghost']) {
    background: transparent;
    color: ${color.primary};
  }
  &:where([data-variant='danger']) {
    background: ${color.danger};
    color: ${color.onDanger};
  }
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  @media (prefers-reduced-motion: no-preference) {
    animation: button-spin 0.8s linear infinite;
  }
  @keyframes button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The portal's button; `loading` disables it and shows a spinner while keeping its label. */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
