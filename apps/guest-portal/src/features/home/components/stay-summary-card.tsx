import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { StatusBadge } from '@portal/ui/status-badge';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { formatDate } from '../../../lib/date-formats.ts';

/** The stay at a glance: dates, room, guests and the reservation's status. */
export function StaySummaryCard({ profile }: { profile: GuestProfile }) {
  const { t } = useTranslation('home');
  const { reservation } = profile;
  return (
    <Card aria-labelledby="stay-title">
      <Stack $gap={3}>
        <div>
          <SectionTitle id="stay-title">{t('stay')}</SectionTitle>
          <p style={{ margin: 0 }}>
            {t('reservationNumber', { number: reservation.reservationNumber })}
          </p>
        </div>
        {reservation.cancelled ? (
          <Alert tone="info">{t('cancelled')}</Alert>
        ) : (
          <StatusBadge status={profile.status} label={t(`status.${profile.status}`)} />
        )}
        <PlainList>
          <ListRow title={t('arrival')} trailing={formatDate(reservation.arrivalDate, 'longDay')} />
          <ListRow
            title={t('departure')}
            trailing={formatDate(reservation.departureDate, 'longDay')}
          />
          <ListRow
            title={t('room')}
            description={reservation.roomType}
            trailing={reservation.roomNumber ?? t('roomPending')}
          />
          <ListRow
            title={t('guests')}
            trailing={`${t('adults', { count: reservation.adults })}, ${t('children', { count: reservation.children })}`}
          />
        </PlainList>
        <Link to="/my-reservation">{t('seeReservation')}</Link>
      </Stack>
    </Card>
  );
}
