import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import type { DayBar } from './day-chart.tsx';
import { FiguresTable, type FiguresColumn } from './figures-table.tsx';

// Recharts is loaded with the first chart, never with the sign-in screen.
const DayChart = lazy(() => import('./day-chart.tsx'));

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Summary = styled.p`
  margin: 0;
`;

/** One figure over the period: a title, a sentence, the chart, and its numbers as a table. */
export function FiguresSection({
  title,
  summary,
  days,
  bars,
  formatTick,
  top,
  columns,
}: {
  title: string;
  summary: ReactNode;
  days: string[];
  bars: DayBar[];
  formatTick: (value: number) => string;
  top?: number;
  columns: FiguresColumn[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap={2}>
        <Title id={titleId}>{title}</Title>
        <Summary>{summary}</Summary>
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <DayChart bars={bars} formatTick={formatTick} top={top} />
        </Suspense>
        <FiguresTable caption={title} days={days} columns={columns} />
      </Stack>
    </Card>
  );
}
