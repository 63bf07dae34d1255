import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { CHECK_IN_QUERY } from '../check-in-query.ts';

/** `/check-in-success`: what the hotel now has from the pre check-in. */
export function CheckInSuccessPage() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApiQuery(CHECK_IN_QUERY, () =>
    guestApi.getCheckIn({}),
  );
  return (
    <>
      <BrandHeading>{t('check-in:success.title')}</BrandHeading>
      <Card>
        {!data ? (
          error && !loading ? (
            <LoadFailure error={error} onRetry={() => void reload()} />
          ) : (
            <Skeleton label={t('app.loading')} lines={4} />
          )
        ) : (
          <Stack $gap={3}>
            <p role="status" style={{ margin: 0 }}>
              {t('check-in:success.body', { date: formatDate(data.arrivalDate, 'longDay') })}
            </p>
            <PlainList>
              <ListRow
                title={t('check-in:success.arrivalTime')}
                trailing={data.arrivalTime ?? t('check-in:success.notGiven')}
              />
              <ListRow
                title={t('check-in:success.preferences')}
                description={
                  data.preferenceCodes.length > 0
                    ? data.preferenceCodes
                        .map((code) => t(`check-in:preference.${code}`, { defaultValue: code }))
                        .join(', ')
                    : t('check-in:success.none')
                }
              />
              <ListRow
                title={t('check-in:success.guests')}
                description={data.guests
                  .map((guest) => `${guest.firstName} ${guest.lastName}`)
                  .join(', ')}
              />
              <ListRow
                title={t('check-in:success.documents')}
                trailing={t('check-in:success.documentCount', {
                  count: data.guests.reduce((sum, guest) => sum + guest.documents.length, 0),
                })}
              />
            </PlainList>
            {data.open && <Link to="/check-in">{t('check-in:success.change')}</Link>}
            <Link to="/home">{t('app.backHome')}</Link>
          </Stack>
        )}
      </Card>
    </>
  );
}
