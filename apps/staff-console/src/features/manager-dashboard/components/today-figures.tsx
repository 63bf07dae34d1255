import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LATE_ORDER_MINUTES } from '@portal/api-client/rules/manager-day';
import type { ManagerToday } from '@portal/api-client/staff-contract/manager-dashboard';
import { formatHotelDate } from '../../../lib/date-time.ts';
import { formatCount } from './figure-format.ts';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Figure = styled.div<{ $alert?: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $alert }) => ($alert ? theme.color.warningSoft : theme.color.surface)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    color: ${({ theme, $alert }) => ($alert ? theme.color.warning : theme.color.textMuted)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const States = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Hint = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const PRE_CHECK_IN_STATES = ['notSent', 'sent', 'accepted', 'returned'] as const;

/** The hotel's day now, as figures with their names (a description list). */
export function TodayFigures({ today }: { today: ManagerToday }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const late = today.orders.late > 0;
  return (
    <Figures>
      <Figure>
        <dt>{t('manager-dashboard:arrivals')}</dt>
        <dd>
          {t('manager-dashboard:arrivalsValue', {
            arrived: count(today.arrivals.arrived),
            expected: count(today.arrivals.expected),
          })}
        </dd>
      </Figure>
      <Figure>
        <dt>{t('manager-dashboard:inHouse')}</dt>
        <dd>{count(today.inHouse)}</dd>
      </Figure>
      <Figure>
        <dt>{t('manager-dashboard:departures')}</dt>
        <dd>
          {t('manager-dashboard:departuresValue', {
            checkedOut: count(today.departures.checkedOut),
            expected: count(today.departures.expected),
          })}
        </dd>
      </Figure>
      <Figure>
        <dt>{t('manager-dashboard:checkOutRequests')}</dt>
        <dd>{count(today.checkOutRequestsWaiting)}</dd>
      </Figure>
      <Figure>
        <dt>{t('manager-dashboard:openOrders')}</dt>
        <dd>{count(today.orders.open)}</dd>
      </Figure>
      <Figure $alert={late}>
        <dt>{t('manager-dashboard:lateOrders')}</dt>
        <dd>
          {count(today.orders.late)}
          <Hint>{t('manager-dashboard:lateHint', { minutes: LATE_ORDER_MINUTES })}</Hint>
        </dd>
      </Figure>
      <Figure>
        <dt>
          {t('manager-dashboard:preCheckIns', {
            from: formatHotelDate(today.preCheckIns.fromDate, i18n.language, 'day'),
            to: formatHotelDate(today.preCheckIns.toDate, i18n.language, 'day'),
          })}
        </dt>
        <dd>
          <States>
            {PRE_CHECK_IN_STATES.map((state) => (
              <li key={state}>
                {t(`manager-dashboard:preCheckInStates.${state}`)}:{' '}
                {count(today.preCheckIns[state])}
              </li>
            ))}
          </States>
        </dd>
      </Figure>
    </Figures>
  );
}
