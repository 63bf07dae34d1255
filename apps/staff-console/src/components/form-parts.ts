import styled from 'styled-components';

/** Two fields side by side from a tablet up (English beside Vietnamese), one under the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A row of buttons (a form's Save and Cancel, an entry's Edit), wrapping on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
