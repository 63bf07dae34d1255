import styled from 'styled-components';

/** The one heading of a console screen. */
export const ScreenTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
