import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ImportedReservation } from '@portal/api-client/staff-contract/reservation-import';
import { formatHotelDate } from '../../../lib/date-time.ts';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  /* Scrolls sideways on a phone rather than breaking each date over four lines. */
  min-width: 640px;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** The reservations a clean file would create, one line each. */
export function ImportPreviewTable({ reservations }: { reservations: ImportedReservation[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">{t('reservation-import:previewTitle')}</h2>
      <p>{t('reservation-import:previewCount', { count: reservations.length })}</p>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      <Scroll tabIndex={0} role="group" aria-labelledby="import-preview-title">
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('reservation-import:number')}</th>
              <th scope="col">{t('reservation-import:stay')}</th>
              <th scope="col">{t('reservation-import:roomType')}</th>
              <th scope="col">{t('reservation-import:guestNames')}</th>
              <th scope="col">{t('reservation-import:rows')}</th>
            </tr>
          </thead>
          <tbody>
            {reservations.map((reservation) => (
              <tr key={reservation.reservationNumber}>
                <th scope="row">{reservation.reservationNumber}</th>
                <td>
                  {formatHotelDate(reservation.arrivalDate, i18n.language)} –{' '}
                  {formatHotelDate(reservation.departureDate, i18n.language)}
                </td>
                <td>{reservation.roomType}</td>
                <td>
                  {reservation.guests
                    .map((guest) => `${guest.firstName} ${guest.lastName}`)
                    .join(', ')}
                </td>
                <td>{reservation.rows.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </section>
  );
}
