import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import { QueryState } from '@portal/web-platform/query-state';
import { Muted, Panel, PanelTitle } from './desk-parts.ts';
import { ReservationLine } from './reservation-line.tsx';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Arrivals or departures of the day, each line opening its reservation. */
export function DayList({
  title,
  query,
}: {
  title: string;
  query: UseQueryResult<{ reservations: FrontDeskReservation[] }>;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-label={title}>
      <PanelTitle>{title}</PanelTitle>
      <QueryState query={query}>
        {({ reservations }) =>
          reservations.length === 0 ? (
            <Muted>{t('front-desk:day.none')}</Muted>
          ) : (
            <Lines>
              {reservations.map((reservation) => (
                <li key={reservation.id}>
                  <ReservationLine reservation={reservation} />
                </li>
              ))}
            </Lines>
          )
        }
      </QueryState>
    </Panel>
  );
}
