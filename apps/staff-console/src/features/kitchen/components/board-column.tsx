import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderStatus } from '@portal/api-client/rules/order-flow';
import type { KitchenOrder } from '@portal/api-client/staff-contract/kitchen';
import { KitchenOrderCard } from './kitchen-order-card.tsx';

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The orders in one state (a column on a desk or tablet, a section on a phone). */
export function BoardColumn({
  status,
  orders,
  now,
}: {
  status: OrderStatus;
  orders: KitchenOrder[];
  now: number;
}) {
  const { t } = useTranslation();
  const name = t(`kitchen:status.${status}`);
  return (
    <Column aria-label={name}>
      <Heading>
        {name} ({orders.length})
      </Heading>
      {orders.length === 0 ? (
        <Empty>{t('kitchen:empty')}</Empty>
      ) : (
        orders.map((order) => <KitchenOrderCard key={order.id} order={order} now={now} />)
      )}
    </Column>
  );
}
