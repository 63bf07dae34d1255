import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { DATE_FORMATS } from '../../../lib/date-formats.ts';

export function HomePage() {
  const { t } = useTranslation();
  const { profile } = useGuestProfile();
  const { reservation } = profile;
  return (
    <Stack>
      <h1 style={{ position: 'relative', color: 'inherit' }}>{t('home:greeting', { name: profile.firstName })}</h1>
      <Card aria-labelledby="stay-title">
        <h2 id="stay-title">{t('home:stay')}</h2>
        <p>{t('home:reservationNumber', { number: reservation.reservationNumber })}</p>
        <dl>
          <dt>{t('home:arrival')}</dt>
          <dd>{dayjs(reservation.arrivalDate).format(DATE_FORMATS.longDay)}</dd>
          <dt>{t('home:departure')}</dt>
          <dd>{dayjs(reservation.departureDate).format(DATE_FORMATS.longDay)}</dd>
          <dt>{t('home:room')}</dt>
          <dd>{reservation.roomNumber ?? t('home:roomPending')}</dd>
        </dl>
        <p>{t(`status.${profile.status}`)}</p>
      </Card>
    </Stack>
  );
}
