import { useTranslation } from 'react-i18next';
import { HotelContactButtons } from '../../features/contact/components/hotel-contact-buttons.tsx';
import { CancelReservationPage } from '../../features/reservation/routes/cancel-reservation-page.tsx';

/** `/cancel-reservation`, with the contact buttons for when only the hotel can cancel. */
export function CancelReservationRoute() {
  const { t } = useTranslation();
  return (
    <CancelReservationPage
      contactButtons={
        <HotelContactButtons placement="static" withTollFree label={t('contact.forCancellation')} />
      }
    />
  );
}
