import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { OrderStatus } from '@portal/api-client/contract/room-service';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { NotificationsOffer } from '../../../components/notifications-offer/index.ts';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { idFrom, useOrder } from '../api/room-service-queries.ts';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** Refused or cancelled: the order will not come, which the guest must not miss. */
function ended(status: OrderStatus): boolean {
  return status === 'Refused' || status === 'Cancelled';
}

/**
 * /order-success/:id: the order is with the hotel, and where it stands. Its text follows the
 * order's state as the kitchen moves it (the guest's stream refetches the order, guest-event-feed.ts).
 */
export function OrderSuccessPage() {
  const { t } = useTranslation('room-service');
  const { text, language } = useLocalizedText();
  const order = useOrder(idFrom(useParams().id));
  return (
    <Stack>
      <Card>
        <Stack $gap={3}>
          <PageTitle>{t('orderSuccess.title')}</PageTitle>
          <DeferredQueryState query={order} skeleton={{ variant: 'block' }}>
            {(placed) => (
              <>
                <SectionTitle>{t('orderSuccess.number', { number: placed.number })}</SectionTitle>
                <Alert tone={ended(placed.status) ? 'error' : 'success'}>
                  {t(`orderSuccess.state.${placed.status}`, { room: placed.roomNumber })}
                  {placed.refusalReason !== null &&
                    ` ${t('orders.refusalReason', { reason: placed.refusalReason })}`}
                </Alert>
                {placed.processing && (
                  <Notes>
                    {placed.deliveryDate && placed.deliveryTime
                      ? t('orderSuccess.deliverAt', {
                          room: placed.roomNumber,
                          time: placed.deliveryTime,
                          date: formatDate(placed.deliveryDate, 'longDay'),
                        })
                      : t('orderSuccess.deliverAsap', { room: placed.roomNumber })}
                  </Notes>
                )}
                <Lines>
                  {placed.lines.map((line) => (
                    <div key={line.itemId} style={{ display: 'contents' }}>
                      <dt>
                        {line.quantity} × {text(line.name)}
                      </dt>
                      <dd>{formatVnd(line.amount, language)}</dd>
                    </div>
                  ))}
                  <dt>
                    <strong>{t('cart.total')}</strong>
                  </dt>
                  <dd>
                    <strong>{formatVnd(placed.total, language)}</strong>
                  </dd>
                </Lines>
                {placed.notes && <Notes>{placed.notes}</Notes>}
              </>
            )}
          </DeferredQueryState>
        </Stack>
      </Card>
      <NotificationsOffer reason="order" />
      <Link to="/in-room-service">{t('orderSuccess.backToMenu')}</Link>
      <Link to="/cart#my-orders">{t('orderSuccess.seeOrders')}</Link>
    </Stack>
  );
}
