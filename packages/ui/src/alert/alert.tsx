import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.text)};
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
    <Box $tone={tone} id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
