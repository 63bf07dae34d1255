import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { inHouseQuery } from '../api/front-desk-queries.ts';
import { useDeskFeed } from '../api/use-desk-feed.ts';
import { Lines } from '../components/day-list.tsx';
import { Facts, Muted, Panel, StayCard, StayCardTitle } from '../components/desk-parts.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Who is in the house now: every Arrived reservation by room, its guests and departure. */
export function InHousePage() {
  const { t } = useTranslation();
  const inHouse = useQuery(inHouseQuery);
  const feed = useDeskFeed();
  return (
    <>
      <Bar>
        <ScreenTitle>{t('front-desk:inHouse.title')}</ScreenTitle>
        <FeedStateBadge state={feed} />
      </Bar>
      <Panel aria-label={t('front-desk:inHouse.title')}>
        <QueryState query={inHouse}>
          {(reservations) =>
            reservations.length === 0 ? (
              <Muted>{t('front-desk:inHouse.none')}</Muted>
            ) : (
              <Lines>
                {reservations.map((reservation) => (
                  <li key={reservation.id}>
                    <StayCard>
                      <StayCardTitle as="h2">
                        <Link to={`/front-desk/reservations/${reservation.id}`}>
                          {t('front-desk:inHouse.room', {
                            room: reservation.roomNumber ?? '',
                            number: reservation.reservationNumber,
                          })}
                        </Link>
                      </StayCardTitle>
                      <Facts>
                        <dt>{t('front-desk:line.guests')}</dt>
                        <dd>
                          {reservation.guests
                            .map((guest) => `${guest.firstName} ${guest.lastName}`)
                            .join(', ')}
                        </dd>
                        <dt>{t('front-desk:inHouse.departure')}</dt>
                        <dd>{reservation.departureDate}</dd>
                      </Facts>
                    </StayCard>
                  </li>
                ))}
              </Lines>
            )
          }
        </QueryState>
      </Panel>
    </>
  );
}
