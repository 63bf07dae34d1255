import styled from 'styled-components';
import { color, radius, shadow, space } from '../theme/tokens.ts';

export const Card = styled.section`
  background: ${color.surface};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: ${space(4)};
`;
