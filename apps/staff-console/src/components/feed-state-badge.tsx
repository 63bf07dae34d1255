import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FeedState } from '../lib/staff-event-feed.ts';

const Badge = styled.p<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $live }) => ($live ? theme.color.successSoft : theme.color.warningSoft)};
  color: ${({ theme, $live }) => ($live ? theme.color.success : theme.color.warning)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Whether a live screen updates on its own right now, or is trying to again. */
export function FeedStateBadge({ state }: { state: FeedState }) {
  const { t } = useTranslation();
  return (
    <Badge role="status" $live={state === 'live'}>
      {t(`feed.${state}`)}
    </Badge>
  );
}
