import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { RESERVATION_SEARCH_LIMIT } from '@portal/api-client/staff-contract/front-desk';
import { Alert } from '@portal/ui/alert';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { SEARCH_MIN_LENGTH, searchQuery } from '../api/front-desk-queries.ts';
import { useDeskFeed } from '../api/use-desk-feed.ts';
import { Lines } from '../components/day-list.tsx';
import { Muted, Panel, PanelTitle } from '../components/desk-parts.ts';
import { ReservationLine } from '../components/reservation-line.tsx';
import { ReservationSearchForm } from '../components/reservation-search-form.tsx';

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Results = styled(Panel)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Any reservation by number, guest name or e-mail; the query is the address's `q`. */
export function ReservationSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const asked = q.length >= SEARCH_MIN_LENGTH;
  const found = useQuery({ ...searchQuery(q), enabled: asked });
  useDeskFeed();

  return (
    <>
      <Back to="/front-desk">{t('front-desk:reservation.back')}</Back>
      <ScreenTitle>{t('front-desk:search.title')}</ScreenTitle>
      <ReservationSearchForm typed={q} />
      {asked && (
        <Results aria-label={t('front-desk:search.results')}>
          <PanelTitle>{t('front-desk:search.resultsFor', { q })}</PanelTitle>
          <QueryState query={found}>
            {({ reservations, more }) =>
              reservations.length === 0 ? (
                <Muted>{t('front-desk:search.none')}</Muted>
              ) : (
                <>
                  {more && (
                    <Alert tone="info">
                      {t('front-desk:search.refine', { limit: RESERVATION_SEARCH_LIMIT })}
                    </Alert>
                  )}
                  <Lines>
                    {reservations.map((reservation) => (
                      <li key={reservation.id}>
                        <ReservationLine reservation={reservation} withStay />
                      </li>
                    ))}
                  </Lines>
                </>
              )
            }
          </QueryState>
        </Results>
      )}
    </>
  );
}
