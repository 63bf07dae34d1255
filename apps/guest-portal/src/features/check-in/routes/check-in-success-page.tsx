import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { checkInQuery } from '../api/check-in-queries.ts';

/** `/check-in-success`: what the hotel now has from the pre check-in. */
export function CheckInSuccessPage() {
  const { t } = useTranslation();
  const checkIn = useQuery(checkInQuery);
  return (
    <>
      <BrandHeading>{t('check-in:success.title')}</BrandHeading>
      <Card>
        <QueryState query={checkIn} skeleton={{ lines: 4 }}>
          {(data) => (
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
        </QueryState>
      </Card>
    </>
  );
}
