import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasArrived } from '@portal/api-client/rules/stay-gates';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { StatusBadge } from '@portal/ui/status-badge';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PlainList } from '../../../components/plain-list.tsx';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useReservation } from '../../../hooks/use-reservation.ts';
import { formatDate } from '../../../lib/date-formats.ts';
import { CancellationCard } from '../components/cancellation-card.tsx';

export interface MyReservationPageProps {
  /** The hotel's contact buttons, shown when only the hotel can cancel. */
  contactButtons?: ReactNode;
  /** The rate-the-stay card, shown once the guest has arrived. */
  rateStay?: ReactNode;
}

/** `/my-reservation`: the reservation in full, its guests, and the way to cancel it. */
export function MyReservationPage({ contactButtons, rateStay }: MyReservationPageProps) {
  const { t } = useTranslation('reservation');
  const query = useReservation();
  const reservation = query.data;

  if (!reservation) {
    return (
      <DeferredQueryState
        query={query}
        skeleton={{ lines: 6 }}
        frame={(state) => (
          <Card>
            <PageTitle>{t('title')}</PageTitle>
            {state}
          </Card>
        )}
      />
    );
  }

  const cancelled = reservation.cancellation.cancelledAt !== null;
  return (
    <Stack>
      <Card aria-labelledby="reservation-title">
        <Stack $gap={3}>
          <div>
            <PageTitle id="reservation-title">{t('title')}</PageTitle>
            <p style={{ margin: 0 }}>{t('number', { number: reservation.reservationNumber })}</p>
          </div>
          {cancelled ? (
            <Alert tone="info">{t('cancelled')}</Alert>
          ) : (
            <StatusBadge status={reservation.status} label={t(`status.${reservation.status}`)} />
          )}
          <PlainList>
            <ListRow title={t('guestName')} trailing={reservation.guestName} />
            <ListRow
              title={t('arrival')}
              trailing={formatDate(reservation.arrivalDate, 'longDay')}
            />
            <ListRow
              title={t('departure')}
              trailing={formatDate(reservation.departureDate, 'longDay')}
            />
            <ListRow title={t('nights')} trailing={reservation.nights} />
            <ListRow title={t('roomType')} trailing={reservation.roomType} />
            <ListRow
              title={t('roomNumber')}
              trailing={reservation.roomNumber ?? t('roomPending')}
            />
            <ListRow
              title={t('guests')}
              trailing={`${t('adults', { count: reservation.adults })}, ${t('children', { count: reservation.children })}`}
            />
            <ListRow title={t('arrivalTime')} trailing={reservation.arrivalTime ?? t('notGiven')} />
          </PlainList>
        </Stack>
      </Card>

      <Card aria-labelledby="guests-title">
        <SectionTitle id="guests-title">{t('guestList')}</SectionTitle>
        <PlainList>
          {reservation.guests.map((guest) => (
            <ListRow
              key={guest.id}
              title={guest.fullName}
              description={[
                guest.isPrimary ? t('primaryGuest') : t('sharer'),
                guest.isChild ? t('child') : null,
                guest.isMe ? t('you') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </PlainList>
      </Card>

      {!cancelled && !hasArrived(reservation) && (
        <Card aria-labelledby="check-in-title">
          <SectionTitle id="check-in-title">{t('preCheckIn')}</SectionTitle>
          <Stack $gap={2}>
            <p style={{ margin: 0 }}>
              {reservation.checkIn.submittedAt ? t('checkInSent') : t('checkInNotSent')}
            </p>
            {reservation.checkIn.open && (
              <Link to="/check-in">
                {reservation.checkIn.submittedAt ? t('reviewCheckIn') : t('startCheckIn')}
              </Link>
            )}
          </Stack>
        </Card>
      )}

      {hasArrived(reservation) && !cancelled && rateStay}

      <CancellationCard reservation={reservation} contactButtons={contactButtons} />
    </Stack>
  );
}
