import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Order } from '@portal/api-client/contract/room-service';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { PlainList } from '../../../components/plain-list.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { SectionTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { useOrders } from '../api/room-service-queries.ts';

const Status = styled.span<{ $processing: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $processing }) => ($processing ? theme.color.warning : theme.color.textMuted)};
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text};
`;

const Empty = styled.p`
  margin: 0;
`;

function itemCount(order: Order): number {
  return order.lines.reduce((count, line) => count + line.quantity, 0);
}

/** The guest's room-service orders, newest first, each with where it stands. */
export function MyOrders() {
  const { t } = useTranslation('room-service');
  const { language } = useLocalizedText();
  const orders = useOrders();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} id="my-orders">
      <SectionTitle id={headingId}>{t('orders.title')}</SectionTitle>
      <DeferredQueryState query={orders} skeleton={{ lines: 3 }}>
        {({ orders: placed }) =>
          placed.length === 0 ? (
            <Empty>{t('orders.empty')}</Empty>
          ) : (
            <PlainList>
              {placed.map((order) => (
                <ListRow
                  key={order.id}
                  title={
                    <Link to={`/order-success/${order.id}`}>
                      {t('orderSuccess.number', { number: order.number })}
                    </Link>
                  }
                  description={
                    <>
                      {[
                        t('orders.placedAt', {
                          time: formatHotelTime(order.placedAt, 'timeFirst', tenant.timeZone),
                        }),
                        t('orders.items', { count: itemCount(order) }),
                        formatVnd(order.total, language),
                      ].join(' · ')}
                      {order.refusalReason !== null && (
                        <Reason>
                          {t('orders.refusalReason', { reason: order.refusalReason })}
                        </Reason>
                      )}
                    </>
                  }
                  trailing={
                    <Status $processing={order.processing}>
                      {t(`orders.status.${order.status}`)}
                    </Status>
                  }
                />
              ))}
            </PlainList>
          )
        }
      </DeferredQueryState>
    </Card>
  );
}
