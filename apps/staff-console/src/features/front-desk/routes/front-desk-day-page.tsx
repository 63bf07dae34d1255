import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { formatInstant } from '../../../lib/date-time.ts';
import { cancellationsQuery, dayQuery } from '../api/front-desk-queries.ts';
import { useDeskFeed } from '../api/use-desk-feed.ts';
import { DayList, Lines } from '../components/day-list.tsx';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { Muted, Panel, PanelTitle } from '../components/desk-parts.ts';
import { ReservationLine } from '../components/reservation-line.tsx';
import { ReservationSearchForm } from '../components/reservation-search-form.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const InHouseLink = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
`;

const DayPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  /* Arrivals beside departures on a desk or tablet; one under the other on a phone. */
  @media (min-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Cancellations = styled(Panel)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The front desk's day: arrivals and departures of a hotel date (today first), and cancellations. */
export function FrontDeskDayPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;
  const arrivals = useQuery(dayQuery('arrivals', date));
  const departures = useQuery(dayQuery('departures', date));
  const cancellations = useQuery(cancellationsQuery);
  const feed = useDeskFeed();
  const shown = date ?? arrivals.data?.date ?? '';

  return (
    <>
      <ScreenTitle>{t('front-desk:title')}</ScreenTitle>
      <Search>
        <ReservationSearchForm />
        <InHouseLink to="/in-house">{t('front-desk:day.inHouse')}</InHouseLink>
      </Search>
      <Bar>
        <DayPicker>
          <DateField
            label={t('front-desk:day.date')}
            value={shown}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (ISO_DATE.test(next)) setSearch({ date: next });
            }}
          />
          {date && (
            <Button type="button" variant="secondary" onClick={() => setSearch({})}>
              {t('front-desk:day.today')}
            </Button>
          )}
        </DayPicker>
        <FeedStateBadge state={feed} />
      </Bar>
      <Columns>
        <DayList title={t('front-desk:day.arrivals')} query={arrivals} />
        <DayList title={t('front-desk:day.departures')} query={departures} />
      </Columns>
      <Cancellations aria-label={t('front-desk:day.cancellations')}>
        <PanelTitle>{t('front-desk:day.cancellations')}</PanelTitle>
        <QueryState query={cancellations}>
          {(list) =>
            list.length === 0 ? (
              <Muted>{t('front-desk:day.none')}</Muted>
            ) : (
              <Lines>
                {list.map((cancellation) => (
                  <li key={cancellation.id}>
                    <ReservationLine
                      reservation={cancellation}
                      extra={t(`front-desk:line.cancelledBy.${cancellation.cancelledBy.kind}`, {
                        name: cancellation.cancelledBy.name,
                        at: formatInstant(cancellation.cancelledAt, i18n.language),
                      })}
                    />
                  </li>
                ))}
              </Lines>
            )
          }
        </QueryState>
      </Cancellations>
    </>
  );
}
