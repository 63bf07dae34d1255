import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  fullWidth?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  text-decoration: none;
  @media (prefers-reduced-motion: no-preference) {
    transition: filter ${({ theme }) => theme.motion.fast} ease;
  }
  ${({ theme, $variant }) =>
    ({
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
      `,
      secondary: css`
        background: ${theme.color.surface};
        color: ${theme.color.primary};
        border-color: ${theme.color.primary};
      `,
      ghost: css`
        background: transparent;
        color: ${theme.color.primary};
      `,
      danger: css`
        background: ${theme.color.danger};
        color: ${theme.color.onDanger};
      `,
    })[$variant]}
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
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
