import styled from 'styled-components';

/** The buttons of an account card and its forms, wrapping on a phone. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
