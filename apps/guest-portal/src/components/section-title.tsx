import styled from 'styled-components';

/** A card's heading, spaced for the kit's cards. */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

/** The page's title when it sits on a card (shells B and C), not on the brand backdrop. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
`;
