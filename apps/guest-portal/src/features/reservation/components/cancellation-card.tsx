import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reservation } from '@portal/api-client/contract/reservation';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { SectionTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { cancellationState } from '../cancellation-rules.ts';

/** Whether and until when the reservation can be cancelled online; after the deadline, who to contact. */
export function CancellationCard({
  reservation,
  contactButtons,
}: {
  reservation: Reservation;
  contactButtons?: ReactNode;
}) {
  const { t } = useTranslation('reservation');
  const state = cancellationState(reservation);
  const deadline = formatHotelTime(reservation.cancellation.deadline, 'timeFirst', tenant.timeZone);
  return (
    <Card aria-labelledby="cancellation-title">
      <SectionTitle id="cancellation-title">{t('cancellation')}</SectionTitle>
      {state === 'cancelled' && (
        <Stack $gap={2}>
          <Alert tone="info">{t('cancelled')}</Alert>
          {reservation.cancellation.reason && (
            <p style={{ margin: 0 }}>
              {t('cancelReason', { reason: reservation.cancellation.reason })}
            </p>
          )}
        </Stack>
      )}
      {state === 'open' && (
        <Stack $gap={2}>
          <p style={{ margin: 0 }}>{t('cancelUntil', { deadline })}</p>
          <Link to="/cancel-reservation">{t('cancelLink')}</Link>
        </Stack>
      )}
      {state === 'notPrimary' && <p style={{ margin: 0 }}>{t('cancelPrimaryOnly')}</p>}
      {state === 'contactHotel' && (
        <Stack $gap={3}>
          <Alert tone="info">{t('errors.CANCELLATION_CLOSED')}</Alert>
          <p style={{ margin: 0 }}>{t('deadlinePassed', { deadline })}</p>
          {contactButtons}
        </Stack>
      )}
    </Card>
  );
}
