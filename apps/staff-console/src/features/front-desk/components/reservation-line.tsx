import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import { formatInstant } from '../../../lib/date-time.ts';
import { Facts, Muted, StayCard, StayCardTitle } from './desk-parts.ts';

/** The lead guest's name as the desk calls them. */
export function leadGuestOf(reservation: Pick<FrontDeskReservation, 'guests'>): string {
  const lead = reservation.guests.find((guest) => guest.isPrimary) ?? reservation.guests[0];
  return lead ? `${lead.firstName} ${lead.lastName}` : '';
}

/**
 * One reservation of the day: number, lead guest, room, its states and the check-out request; with
 * `withStay` (a search's results, any date) also its dates and every guest.
 */
export function ReservationLine({
  reservation,
  extra,
  withStay = false,
}: {
  reservation: FrontDeskReservation;
  extra?: string;
  withStay?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const guest = leadGuestOf(reservation);
  const { checkOut } = reservation;
  return (
    <StayCard
      aria-label={t('front-desk:line.label', { number: reservation.reservationNumber, guest })}
    >
      <StayCardTitle>
        <Link to={`/front-desk/reservations/${reservation.id}`}>
          {`${reservation.reservationNumber} · ${guest}`}
        </Link>
      </StayCardTitle>
      <Facts>
        {withStay && (
          <>
            <dt>{t('front-desk:line.dates')}</dt>
            <dd>{`${reservation.arrivalDate} – ${reservation.departureDate}`}</dd>
            <dt>{t('front-desk:line.guests')}</dt>
            <dd>
              {reservation.guests.map((one) => `${one.firstName} ${one.lastName}`).join(', ')}
            </dd>
          </>
        )}
        <dt>{t('front-desk:line.roomType')}</dt>
        <dd>{reservation.roomType}</dd>
        <dt>{t('front-desk:line.room')}</dt>
        <dd>{reservation.roomNumber ?? t('front-desk:line.noRoom')}</dd>
        <dt>{t('front-desk:line.state')}</dt>
        <dd>{t(`front-desk:state.${reservation.state}`)}</dd>
        <dt>{t('front-desk:line.preCheckIn')}</dt>
        <dd>{t(`front-desk:preCheckInState.${reservation.preCheckIn.state}`)}</dd>
        <dt>{t('front-desk:line.checkOut')}</dt>
        <dd>
          {t(`front-desk:checkOutState.${checkOut.state}`)}
          {checkOut.options.length > 0 &&
            `: ${checkOut.options.map((option) => t(`front-desk:checkOutOption.${option}`)).join(', ')}`}
          {checkOut.requestedAt && ` (${formatInstant(checkOut.requestedAt, i18n.language)})`}
        </dd>
      </Facts>
      {extra && <Muted>{extra}</Muted>}
    </StayCard>
  );
}
