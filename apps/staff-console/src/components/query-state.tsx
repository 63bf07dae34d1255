import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { errorMessage } from '../lib/error-message.ts';

/** A screen's data: a skeleton while it loads, why it did not with "Try again", or the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError && !query.isFetching) {
    return (
      <Stack $gap={2}>
        <Alert tone="error">{errorMessage(t, query.error)}</Alert>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('app.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return <Skeleton label={t('app.loading')} />;
}
