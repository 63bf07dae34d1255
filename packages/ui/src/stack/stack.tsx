import styled, { css } from 'styled-components';

const stack = css<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
`;

/** Vertical rhythm: children spaced by `$gap` steps of 4 px. */
export const Stack = styled.div<{ $gap?: number }>`
  ${stack}
`;

export const StackForm = styled.form<{ $gap?: number }>`
  ${stack}
`;
