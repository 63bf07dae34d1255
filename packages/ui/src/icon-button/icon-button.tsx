import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The icon's colour: the text colour, a quieter grey, or the colour around it (the brand bar). */
export type IconButtonTone = 'text' | 'muted' | 'inherit';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does, read by screen readers: the button shows only its icon. */
  label: string;
  /** The icon, e.g. `<Icon name="close" />`. */
  children: ReactNode;
  tone?: IconButtonTone;
}

const Round = styled.button<{ $tone: IconButtonTone }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  ${({ theme, $tone }) =>
    ({
      text: css`
        color: ${theme.color.text};
        &:hover:not(:disabled) {
          background: ${theme.color.background};
        }
      `,
      muted: css`
        color: ${theme.color.textMuted};
        &:hover:not(:disabled) {
          background: ${theme.color.background};
          color: ${theme.color.text};
        }
      `,
      inherit: css`
        color: inherit;
      `,
    })[$tone]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A round 44 px button showing only an icon: close, menu, remove, retry, like. */
export function IconButton({
  label,
  children,
  tone = 'text',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Round type={type} aria-label={label} $tone={tone} {...rest}>
      {children}
    </Round>
  );
}
