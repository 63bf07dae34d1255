import styled from 'styled-components';

/** A <ul> without bullets or indent, for kit list rows. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;
