import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { color, touchTarget } from '../theme/tokens.ts';

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

// The tone is a data attribute, so the CSS does not depend on props. `:where()` keeps each tone at
// the specificity of the class alone (LocalTipCard's liked heart still wins on hover).
const Round = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${touchTarget};
  height: ${touchTarget};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &:where([data-tone='text']) {
    color: ${color.text};
    &:hover:not(:disabled) {
      background: ${color.background};
    }
  }
  &:where([data-tone='muted']) {
    color: ${color.textMuted};
    &:hover:not(:disabled) {
      background: ${color.background};
      color: ${color.text};
    }
  }
  &:where([data-tone='inherit']) {
    color: inherit;
  }
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
    <Round type={type} aria-label={label} data-tone={tone} {...rest}>
      {children}
    </Round>
  );
}
