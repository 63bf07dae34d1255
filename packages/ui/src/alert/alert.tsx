import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '../theme/tokens.ts';

export type AlertTone = 'error' | 'success' | 'info';

// The tone is a data attribute, so the CSS does not depend on props; `:where()` keeps the class's
// own specificity, as when the props chose the colours.
const Box = styled.div`
  padding: ${space(3)};
  border-radius: ${radius.sm};
  border-left: 4px solid ${color.primary};
  background: ${color.surface};
  color: ${color.text};
  &:where([data-tone='success']) {
    border-left-color: ${color.success};
  }
  &:where([data-tone='error']) {
    border-left-color: ${color.danger};
    color: ${color.danger};
  }
`;

/** An inline message; errors are announced at once. */
export function Alert({
  tone,
  children,
  id,
}: {
  tone: AlertTone;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Box data-tone={tone} id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
