import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import type { FrontDeskReservationDetail } from '@portal/api-client/staff-contract/front-desk';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { formatInstant } from '../../../lib/date-time.ts';
import { reservationQuery } from '../api/front-desk-queries.ts';
import { useDeskFeed } from '../api/use-desk-feed.ts';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { DeskMoves } from '../components/desk-moves.tsx';
import { Facts, Panel, PanelTitle } from '../components/desk-parts.ts';
import { MoveHistory } from '../components/move-history.tsx';
import { PreCheckInDetails } from '../components/pre-check-in-details.tsx';
import { leadGuestOf } from '../components/reservation-line.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.color.link};
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  /* The stay and its moves beside the pre check-in on a desk; one under another on a tablet or phone. */
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

interface FrontDeskReservationPageProps {
  /** Panels another feature adds below the history (src/app composes them: the guest messages). */
  morePanels?: (reservation: FrontDeskReservationDetail) => ReactNode;
}

/** One reservation in full: the stay, the moves open now, the pre check-in with its documents, who did what. */
export function FrontDeskReservationPage({ morePanels }: FrontDeskReservationPageProps) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const reservation = useQuery(reservationQuery(id));
  const feed = useDeskFeed();
  return (
    <>
      <Bar>
        <Link to="/front-desk">{t('front-desk:reservation.back')}</Link>
        <FeedStateBadge state={feed} />
      </Bar>
      <QueryState query={reservation}>
        {(shown) => (
          <>
            <ScreenTitle>
              {t('front-desk:reservation.title', {
                number: shown.reservationNumber,
                guest: leadGuestOf(shown),
              })}
            </ScreenTitle>
            <Columns>
              <Side>
                <Panel aria-label={t('front-desk:reservation.stay')}>
                  <PanelTitle>{t('front-desk:reservation.stay')}</PanelTitle>
                  <Facts>
                    <dt>{t('front-desk:reservation.dates')}</dt>
                    <dd>{`${shown.arrivalDate} – ${shown.departureDate}`}</dd>
                    <dt>{t('front-desk:line.roomType')}</dt>
                    <dd>{shown.roomType}</dd>
                    <dt>{t('front-desk:line.room')}</dt>
                    <dd>{shown.roomNumber ?? t('front-desk:line.noRoom')}</dd>
                    <dt>{t('front-desk:line.state')}</dt>
                    <dd>{t(`front-desk:state.${shown.state}`)}</dd>
                    <dt>{t('front-desk:line.checkOut')}</dt>
                    <dd>
                      {t(`front-desk:checkOutState.${shown.checkOut.state}`)}
                      {shown.checkOut.options.length > 0 &&
                        `: ${shown.checkOut.options.map((option) => t(`front-desk:checkOutOption.${option}`)).join(', ')}`}
                      {shown.checkOut.requestedAt &&
                        ` (${formatInstant(shown.checkOut.requestedAt, i18n.language)})`}
                    </dd>
                  </Facts>
                </Panel>
                <DeskMoves reservation={shown} />
                <MoveHistory history={shown.history} />
                {morePanels?.(shown)}
              </Side>
              {/* Identity details shown stay with the pre check-in they were read for. */}
              <PreCheckInDetails key={shown.preCheckIn.sentAt ?? ''} reservation={shown} />
            </Columns>
          </>
        )}
      </QueryState>
    </>
  );
}
