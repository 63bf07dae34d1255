import styled, { css } from 'styled-components';
import { space } from '../theme/tokens.ts';

const stack = css<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
`;

/** Vertical rhythm: children spaced by `$gap` steps of 4 px. */
export const Stack = styled.div<{ $gap?: number }>`
  ${stack}
`;

export const StackForm = styled.form<{ $gap?: number }>`
  ${stack}
`;
