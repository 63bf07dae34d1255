import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { InboxThread } from '@portal/api-client/staff-contract/inbox';
import { mayStaffCall } from '@portal/api-client/rules/staff-roles';
import { Facts } from '../../../components/panel.ts';
import { useStaffSession } from '../../../hooks/use-staff-session.ts';

const ReservationLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.color.link};
  overflow-wrap: anywhere;
`;

/**
 * The thread's reservation as the desk knows it: number, room, dates, its state and the pre
 * check-in's, with a link to its screen for those who may open it (the front desk, the manager).
 */
export function ReservationFacts({ reservation }: { reservation: InboxThread['reservation'] }) {
  const { t } = useTranslation();
  const { staff } = useStaffSession();
  return (
    <>
      <Facts>
        <dt>{t('inbox:reservation.number')}</dt>
        <dd>{reservation.number}</dd>
        <dt>{t('inbox:reservation.room')}</dt>
        <dd>{reservation.roomNumber ?? t('inbox:reservation.noRoom')}</dd>
        <dt>{t('inbox:reservation.dates')}</dt>
        <dd>{`${reservation.arrivalDate} – ${reservation.departureDate}`}</dd>
        <dt>{t('inbox:reservation.state')}</dt>
        <dd>{t(`inbox:reservation.states.${reservation.state}`)}</dd>
        <dt>{t('inbox:reservation.preCheckIn')}</dt>
        <dd>{t(`inbox:reservation.preCheckInStates.${reservation.preCheckInState}`)}</dd>
      </Facts>
      {mayStaffCall(staff.role, ['front-desk']) && (
        <ReservationLink to={`/front-desk/reservations/${reservation.id}`}>
          {t('inbox:reservation.open', { number: reservation.number })}
        </ReservationLink>
      )}
    </>
  );
}
