import styled from 'styled-components';

/** A 44px-tall row holding a native checkbox or radio and its label text. */
export const ChoiceRow = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
    cursor: inherit;
  }
`;
