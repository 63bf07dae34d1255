import styled from 'styled-components';
import { color, font, shadow } from '../theme/tokens.ts';

/** A native <dialog> shown as a modal; the UA's ::backdrop is the scrim. */
export const ModalDialog = styled.dialog`
  padding: 0;
  border: 0;
  color: ${color.text};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  &::backdrop {
    background: ${color.scrim};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: 1.3;
`;
