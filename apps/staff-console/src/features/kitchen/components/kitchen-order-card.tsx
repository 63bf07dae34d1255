import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { KitchenOrder, OrderMove } from '@portal/api-client/staff-contract/kitchen';
import { errorMessage } from '@portal/web-platform/error-message';
import { formatInstant } from '../../../lib/date-time.ts';
import { useMoveOrder } from '../api/kitchen-queries.ts';
import { forwardMove, mayRefuse } from './next-move.ts';
import { RefuseOrderSheet } from './refuse-order-sheet.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Room = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The number the guest reads on their confirmation, for when they call about it. */
const OrderNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled(Line)`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Notes = styled(Line)`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Whole minutes since the order was placed, as the kitchen reads its age. */
function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

/**
 * One order on the board: where, its number (as the guest reads it), who, what, when due, how old,
 * who moved it last; its next move.
 */
export function KitchenOrderCard({ order, now }: { order: KitchenOrder; now: number }) {
  const { t, i18n } = useTranslation();
  const language = useTextLanguage();
  const move = useMoveOrder();
  const [refusing, setRefusing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const last = order.history[order.history.length - 1];
  const next = forwardMove(order.status);

  const moveTo = async (change: OrderMove) => {
    setFailure(null);
    try {
      await move.mutateAsync({ id: order.id, move: change });
      setRefusing(false);
    } catch (error) {
      setRefusing(false);
      // A refused move (409) tells why in its own words: the order changed under the kitchen.
      setFailure(
        error instanceof ApiRequestError && error.code === 'ORDER_MOVE_REFUSED'
          ? error.message
          : errorMessage(t, error),
      );
    }
  };

  return (
    <Card aria-label={t('kitchen:order.label', { room: order.roomNumber, number: order.number })}>
      <Heading>
        <Room>{t('kitchen:order.room', { room: order.roomNumber })}</Room>
        <OrderNumber>{t('kitchen:order.number', { number: order.number })}</OrderNumber>
      </Heading>
      <Line>{order.guestName}</Line>
      <Lines aria-label={t('kitchen:order.items')}>
        {order.lines.map((line) => (
          <li key={line.itemId}>{`${line.quantity} × ${line.name[language]}`}</li>
        ))}
      </Lines>
      {order.notes && <Notes>{order.notes}</Notes>}
      <Muted>
        {order.dueAt
          ? t('kitchen:order.due', { at: formatInstant(order.dueAt, i18n.language) })
          : t('kitchen:order.asap')}
      </Muted>
      <Muted>{t('kitchen:order.age', { count: minutesSince(order.placedAt, now) })}</Muted>
      {last && (
        <Muted>
          {t('kitchen:order.lastMove', {
            status: t(`kitchen:status.${last.status}`),
            name: last.byName,
            at: formatInstant(last.at, i18n.language),
          })}
        </Muted>
      )}
      {order.refusalReason && (
        <Line>{t('kitchen:order.refusedBecause', { reason: order.refusalReason })}</Line>
      )}
      {(next ?? mayRefuse(order.status)) && (
        <Actions>
          {next && (
            <Button
              type="button"
              loading={move.isPending && !refusing}
              onClick={() => void moveTo({ status: next })}
            >
              {t(`kitchen:moveTo.${next}`)}
            </Button>
          )}
          {mayRefuse(order.status) && (
            <Button type="button" variant="secondary" onClick={() => setRefusing(true)}>
              {t('kitchen:refuse.open')}
            </Button>
          )}
        </Actions>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <RefuseOrderSheet
        orderNumber={order.number}
        open={refusing}
        busy={move.isPending}
        onRefuse={(reason) => void moveTo({ status: 'Refused', reason })}
        onClose={() => setRefusing(false)}
      />
    </Card>
  );
}
