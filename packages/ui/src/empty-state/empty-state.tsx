import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../icon/icon.tsx';
import { color, font, space } from '../theme/tokens.ts';

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
  gap: ${space(2)};
  padding: ${space(10)} ${space(6)};
  text-align: center;
  color: ${color.textMuted};
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${space(2)};
  border-radius: 50%;
  background: ${color.primarySoft};
  color: ${color.primary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  color: ${color.text};
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
