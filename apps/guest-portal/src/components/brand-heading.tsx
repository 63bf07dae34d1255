import styled from 'styled-components';

/**
 * A page title set on the brand-coloured backdrop of the tall shell, in the theme's text colour
 * for that backdrop (ink on light brands, white on dark ones) so it keeps AA contrast.
 */
export const BrandHeading = styled.h1`
  position: relative;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
`;
