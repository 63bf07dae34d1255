import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reservation } from '@portal/api-client/contract/reservation';
import { Alert } from '@portal/ui/alert';
import { Stack } from '@portal/ui/stack';
import { formatDate } from '../../../lib/date-formats.ts';
import type { CheckOutGate } from '../check-out-rules.ts';

/** Why check-out cannot be requested now, in the hotel's fixed words where it has them. */
export function CheckOutUnavailable({
  gate,
  reservation,
}: {
  gate: Exclude<CheckOutGate, 'open'>;
  reservation: Reservation;
}) {
  const { t } = useTranslation('check-out');
  if (gate === 'checkedOut') {
    return (
      <Stack $gap={2}>
        <Alert tone="success">{t('checkedOut')}</Alert>
        <Link to="/balance-and-bills">{t('seeBill')}</Link>
      </Stack>
    );
  }
  if (gate === 'requested') {
    return (
      <Stack $gap={2}>
        <Alert tone="success">{t('alreadyRequested')}</Alert>
        <Link to="/balance-and-bills">{t('seeBill')}</Link>
      </Stack>
    );
  }
  if (gate === 'primaryGuestOnly') {
    return (
      <Stack $gap={2}>
        <Alert tone="info">{t('byPrimaryGuest', { name: reservation.guestName })}</Alert>
        <p style={{ margin: 0 }}>
          {t('departureOn', { date: formatDate(reservation.departureDate, 'longDay') })}
        </p>
      </Stack>
    );
  }
  if (gate === 'cancelled') return <Alert tone="info">{t('errors.RESERVATION_CANCELLED')}</Alert>;
  if (gate === 'notArrived') return <Alert tone="info">{t('errors.CHECKOUT_NOT_ARRIVED')}</Alert>;
  return (
    <Stack $gap={2}>
      <Alert tone="info">{t('errors.CHECKOUT_NOT_DEPARTURE_DATE')}</Alert>
      <p style={{ margin: 0 }}>
        {t('departureOn', { date: formatDate(reservation.departureDate, 'longDay') })}
      </p>
    </Stack>
  );
}
