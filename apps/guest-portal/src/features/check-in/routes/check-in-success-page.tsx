import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { checkInQuery } from '../api/check-in-queries.ts';

/** `/check-in-success`: what the hotel now has from the pre check-in. */
export function CheckInSuccessPage() {
  const { t } = useTranslation('check-in');
  const checkIn = useQuery(checkInQuery);
  return (
    <>
      <BrandHeading>{t('success.title')}</BrandHeading>
      <Card>
        <DeferredQueryState query={checkIn} skeleton={{ lines: 4 }}>
          {(data) => (
            <Stack $gap={3}>
              <p role="status" style={{ margin: 0 }}>
                {t('success.body', { date: formatDate(data.arrivalDate, 'longDay') })}
              </p>
              <PlainList>
                <ListRow
                  title={t('success.arrivalTime')}
                  trailing={data.arrivalTime ?? t('success.notGiven')}
                />
                <ListRow
                  title={t('success.preferences')}
                  description={
                    data.preferenceCodes.length > 0
                      ? data.preferenceCodes
                          .map((code) => t(`preference.${code}`, { defaultValue: code }))
                          .join(', ')
                      : t('success.none')
                  }
                />
                <ListRow
                  title={t('success.guests')}
                  description={data.guests
                    .map((guest) => `${guest.firstName} ${guest.lastName}`)
                    .join(', ')}
                />
                <ListRow
                  title={t('success.documents')}
                  trailing={t('success.documentCount', {
                    count: data.guests.reduce((sum, guest) => sum + guest.documents.length, 0),
                  })}
                />
              </PlainList>
              {data.open && <Link to="/check-in">{t('success.change')}</Link>}
              <Link to="/home">{t('app.backHome')}</Link>
            </Stack>
          )}
        </DeferredQueryState>
      </Card>
    </>
  );
}
