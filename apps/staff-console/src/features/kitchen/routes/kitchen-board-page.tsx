import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@portal/api-client/rules/order-flow';
import type { KitchenOrder } from '@portal/api-client/staff-contract/kitchen';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { kitchenBoardQuery } from '../api/kitchen-queries.ts';
import { useBoardFeed } from '../api/use-board-feed.ts';
import { BoardColumn } from '../components/board-column.tsx';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { SoundSwitch } from '../../../components/sound-switch.tsx';
import { useKitchenSoundSwitch } from '../lib/kitchen-sound-switch.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  /* A column per state on a desk or tablet; one section under another on a phone. */
  @media (min-width: 700px) {
    grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  }
`;

const AGE_TICK_MS = 30_000;

/** The states with a column; Cancelled (by the guest) shows only when there is one. */
function columnsOf(orders: KitchenOrder[]): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (status) => status !== 'Cancelled' || orders.some((order) => order.status === status),
  );
}

/** The kitchen's live board of room-service orders, by state. */
export function KitchenBoardPage() {
  const { t } = useTranslation();
  const board = useQuery(kitchenBoardQuery);
  const feed = useBoardFeed();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(tick);
  }, []);
  return (
    <>
      <ScreenTitle>{t('kitchen:title')}</ScreenTitle>
      <Bar>
        <FeedStateBadge state={feed} />
        <SoundSwitch
          useSwitch={useKitchenSoundSwitch}
          label={t('kitchen:sound.label')}
          onHint={t('kitchen:sound.onHint')}
          offHint={t('kitchen:sound.offHint')}
        />
      </Bar>
      <QueryState query={board}>
        {(orders) => (
          <Board>
            {columnsOf(orders).map((status) => (
              <BoardColumn
                key={status}
                status={status}
                orders={orders.filter((order) => order.status === status)}
                now={now}
              />
            ))}
          </Board>
        )}
      </QueryState>
    </>
  );
}
