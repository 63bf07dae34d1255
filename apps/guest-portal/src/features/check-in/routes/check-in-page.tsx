import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { CHECK_IN_QUERY } from '../check-in-query.ts';
import { CheckInForm } from '../components/check-in-form.tsx';

/** `/check-in`: pre check-in before arrival (the guest who made the reservation). */
export function CheckInPage() {
  const { t } = useTranslation();
  const { profile } = useGuestProfile();
  const checkIn = useApiQuery(CHECK_IN_QUERY, () => guestApi.getCheckIn({}));

  let body;
  if (!profile.isPrimary) {
    // A companion reads only their own entry: what the hotel holds about them.
    const own = checkIn.data?.guests.find((guest) => guest.id === profile.guestId);
    body = (
      <Card>
        <Stack $gap={2}>
          <Alert tone="info">
            {t('check-in:primaryOnly', { name: profile.reservation.guestName })}
          </Alert>
          {own && (
            <p style={{ margin: 0 }}>
              {checkIn.data?.submittedAt
                ? t('check-in:companionSent', { count: own.documents.length })
                : t('check-in:companionPending')}
            </p>
          )}
        </Stack>
      </Card>
    );
  } else if (!checkIn.data) {
    body = (
      <Card>
        {checkIn.error && !checkIn.loading ? (
          <LoadFailure error={checkIn.error} onRetry={() => void checkIn.reload()} />
        ) : (
          <Skeleton label={t('app.loading')} lines={6} />
        )}
      </Card>
    );
  } else if (!checkIn.data.open) {
    body = (
      <Card>
        <Alert tone="info">
          {profile.status === 'Arrived' ? t('check-in:closedArrived') : t('check-in:closed')}
        </Alert>
      </Card>
    );
  } else {
    body = (
      <>
        <Card>
          <p style={{ margin: 0 }}>
            {checkIn.data.submittedAt
              ? t('check-in:sentOn', {
                  date: formatHotelTime(checkIn.data.submittedAt, 'timeFirst', tenant.timeZone),
                })
              : t('check-in:intro')}
          </p>
        </Card>
        <CheckInForm checkIn={checkIn.data} />
      </>
    );
  }
  return (
    <>
      <BrandHeading>{t('check-in:title')}</BrandHeading>
      <Stack>{body}</Stack>
    </>
  );
}
