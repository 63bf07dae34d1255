import styled from 'styled-components';
import { color, space, touchTarget } from '../theme/tokens.ts';

/** A 44px-tall row holding a native checkbox or radio and its label text. */
export const ChoiceRow = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: ${touchTarget};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? color.textMuted : color.text)};
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${color.primary};
    cursor: inherit;
  }
`;
