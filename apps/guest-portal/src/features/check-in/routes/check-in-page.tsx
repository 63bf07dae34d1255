import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { checkInQuery } from '../api/check-in-queries.ts';
import { CheckInForm } from '../components/check-in-form.tsx';

/** `/check-in`: pre check-in before arrival (the guest who made the reservation). */
export function CheckInPage() {
  const { t } = useTranslation('check-in');
  const { profile } = useGuestProfile();
  const checkIn = useQuery(checkInQuery);

  let body;
  if (!profile.isPrimary) {
    // A companion reads only their own entry: what the hotel holds about them.
    const own = checkIn.data?.guests.find((guest) => guest.id === profile.guestId);
    body = (
      <Card>
        <Stack $gap={2}>
          <Alert tone="info">{t('primaryOnly', { name: profile.reservation.guestName })}</Alert>
          {own && (
            <p style={{ margin: 0 }}>
              {checkIn.data?.submittedAt
                ? t('companionSent', { count: own.documents.length })
                : t('companionPending')}
            </p>
          )}
        </Stack>
      </Card>
    );
  } else if (!checkIn.data) {
    body = (
      <DeferredQueryState
        query={checkIn}
        skeleton={{ lines: 6 }}
        frame={(state) => <Card>{state}</Card>}
      />
    );
  } else if (!checkIn.data.open) {
    body = (
      <Card>
        <Alert tone="info">{profile.status === 'Arrived' ? t('closedArrived') : t('closed')}</Alert>
      </Card>
    );
  } else {
    body = (
      <>
        <Card>
          <p style={{ margin: 0 }}>
            {checkIn.data.submittedAt
              ? t('sentOn', {
                  date: formatHotelTime(checkIn.data.submittedAt, 'timeFirst', tenant.timeZone),
                })
              : t('intro')}
          </p>
        </Card>
        <CheckInForm checkIn={checkIn.data} />
      </>
    );
  }
  return (
    <>
      <BrandHeading>{t('title')}</BrandHeading>
      <Stack>{body}</Stack>
    </>
  );
}
