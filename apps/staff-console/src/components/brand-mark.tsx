import styled from 'styled-components';
import { tenant } from '../config/tenant.ts';

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  /* Grows around the hotel's code when the text is enlarged, rather than breaking it. */
  min-width: 40px;
  min-height: 40px;
  padding: 0 4px;
  white-space: nowrap;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 700;
  font-size: 0.875rem;
`;

/** The hotel's code on its colour, beside its name. */
export function BrandMark() {
  return <Mark aria-hidden="true">{tenant.hotelCode}</Mark>;
}
