import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { RATING_MAX_SCORE } from '@portal/api-client/rules/limits';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@portal/api-client/rules/manager-day';
import type { ManagerDay } from '@portal/api-client/staff-contract/manager-dashboard';
import { FilterTabs } from '@portal/ui/filter-tabs';
import { Stack } from '@portal/ui/stack';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { QueryState } from '@portal/web-platform/query-state';
import { dashboardQuery } from '../api/dashboard-queries.ts';
import { useDashboardFeed } from '../api/use-dashboard-feed.ts';
import { FiguresSection } from './figures-section.tsx';
import { formatHotelDate } from '../../../lib/date-time.ts';
import { formatCount, formatShare, formatVnd, formatVndShort } from './figure-format.ts';
import { TodayFigures } from './today-figures.tsx';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const HeadingLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  /* A wide table scrolls in its own box rather than widening the column. */
  & > * {
    min-width: 0;
  }
`;

const sum = (days: ManagerDay[], figure: (day: ManagerDay) => number) =>
  days.reduce((total, day) => total + figure(day), 0);

/** The manager's start screen: the hotel's day now, live, and its figures over a period. */
export function ManagerDashboard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [period, setPeriod] = useState<DashboardPeriod>(DASHBOARD_PERIODS[0]);
  const dashboard = useQuery(dashboardQuery(period));
  const feed = useDashboardFeed();
  const panelId = useId();
  const count = (value: number) => formatCount(value, language);
  return (
    <QueryState query={dashboard}>
      {({ date, today, days }) => {
        const labels = days.map((day) => formatHotelDate(day.date, language, 'day'));
        const arrivals = sum(days, (day) => day.arrivals);
        const online = sum(days, (day) => day.checkedInOnline);
        const ratings = sum(days, (day) => day.ratings);
        const scores = sum(days, (day) => (day.averageRating ?? 0) * day.ratings);
        const shareOf = (day: ManagerDay) =>
          day.arrivals > 0 ? day.checkedInOnline / day.arrivals : null;
        return (
          <Stack $gap={6}>
            <Stack $gap={3}>
              <HeadingLine>
                <Heading>
                  {t('manager-dashboard:today', { date: formatHotelDate(date, language, 'day') })}
                </Heading>
                <FeedStateBadge state={feed} />
              </HeadingLine>
              <TodayFigures today={today} />
            </Stack>
            <Stack $gap={3}>
              <HeadingLine>
                <Heading>{t('manager-dashboard:overTime')}</Heading>
                <FilterTabs
                  label={t('manager-dashboard:period')}
                  options={DASHBOARD_PERIODS.map((days) => ({
                    value: String(days),
                    label: t(`manager-dashboard:periods.${days}`),
                  }))}
                  value={String(period)}
                  onChange={(value) =>
                    setPeriod(DASHBOARD_PERIODS.find((days) => String(days) === value) ?? period)
                  }
                  controls={panelId}
                />
              </HeadingLine>
              <Sections
                id={panelId}
                role="tabpanel"
                aria-label={t(`manager-dashboard:periods.${period}`)}
              >
                <FiguresSection
                  title={t('manager-dashboard:online.title')}
                  summary={t('manager-dashboard:online.summary', {
                    share: formatShare(arrivals > 0 ? online / arrivals : 0, language),
                    arrivals: count(arrivals),
                  })}
                  days={labels}
                  bars={days.map((day, index) => ({
                    label: labels[index] ?? day.date,
                    value: shareOf(day),
                  }))}
                  formatTick={(value) => formatShare(value, language)}
                  top={1}
                  columns={[
                    {
                      header: t('manager-dashboard:online.arrivals'),
                      cell: (row) => count(days[row]?.arrivals ?? 0),
                    },
                    {
                      header: t('manager-dashboard:online.checkedInOnline'),
                      cell: (row) => count(days[row]?.checkedInOnline ?? 0),
                    },
                    {
                      header: t('manager-dashboard:online.share'),
                      cell: (row) => {
                        const day = days[row];
                        const share = day ? shareOf(day) : null;
                        return share === null
                          ? t('manager-dashboard:noFigure')
                          : formatShare(share, language);
                      },
                    },
                  ]}
                />
                <FiguresSection
                  title={t('manager-dashboard:orders.title')}
                  summary={t('manager-dashboard:orders.summary', {
                    orders: count(sum(days, (day) => day.orders)),
                    revenue: formatVnd(
                      sum(days, (day) => day.revenue),
                      language,
                    ),
                  })}
                  days={labels}
                  bars={days.map((day, index) => ({
                    label: labels[index] ?? day.date,
                    value: day.revenue,
                  }))}
                  formatTick={(value) => formatVndShort(value, language)}
                  columns={[
                    {
                      header: t('manager-dashboard:orders.orders'),
                      cell: (row) => count(days[row]?.orders ?? 0),
                    },
                    {
                      header: t('manager-dashboard:orders.revenue'),
                      cell: (row) => formatVnd(days[row]?.revenue ?? 0, language),
                    },
                  ]}
                />
                <FiguresSection
                  title={t('manager-dashboard:ratings.title')}
                  summary={
                    ratings > 0
                      ? t('manager-dashboard:ratings.summary', {
                          ratings: count(ratings),
                          average: formatCount(scores / ratings, language, 1),
                        })
                      : t('manager-dashboard:ratings.none')
                  }
                  days={labels}
                  bars={days.map((day, index) => ({
                    label: labels[index] ?? day.date,
                    value: day.averageRating,
                  }))}
                  formatTick={(value) => formatCount(value, language)}
                  top={RATING_MAX_SCORE}
                  columns={[
                    {
                      header: t('manager-dashboard:ratings.count'),
                      cell: (row) => count(days[row]?.ratings ?? 0),
                    },
                    {
                      header: t('manager-dashboard:ratings.average'),
                      cell: (row) => {
                        const average = days[row]?.averageRating ?? null;
                        return average === null
                          ? t('manager-dashboard:noFigure')
                          : formatCount(average, language, 2);
                      },
                    },
                  ]}
                />
              </Sections>
            </Stack>
          </Stack>
        );
      }}
    </QueryState>
  );
}
