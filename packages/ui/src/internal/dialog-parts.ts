import styled from 'styled-components';

/** A native <dialog> shown as a modal; the UA's ::backdrop is the scrim. */
export const ModalDialog = styled.dialog`
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &::backdrop {
    background: ${({ theme }) => theme.color.scrim};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
`;
