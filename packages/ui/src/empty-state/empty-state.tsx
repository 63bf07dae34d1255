import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../icon/icon.tsx';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  icon?: IconName;
  /** A way forward, e.g. a link to all local tips. */
  action?: ReactNode;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 32ch;
`;

/** What a list shows when it has nothing in it (no programs, no liked tips, no activities yet). */
export function EmptyState({ title, message, icon = 'search', action }: EmptyStateProps) {
  return (
    <Box role="status">
      <Badge>
        <Icon name={icon} size={36} />
      </Badge>
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Box>
  );
}
