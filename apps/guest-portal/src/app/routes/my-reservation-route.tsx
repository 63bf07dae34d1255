import { useTranslation } from 'react-i18next';
import { HotelContactButtons } from '../../features/contact/components/hotel-contact-buttons.tsx';
import { RateStayCard } from '../../features/rating/components/rate-stay-card.tsx';
import { MyReservationPage } from '../../features/reservation/routes/my-reservation-page.tsx';

/** `/my-reservation`, with the contact buttons and the rating card composed in. */
export function MyReservationRoute() {
  const { t } = useTranslation();
  return (
    <MyReservationPage
      contactButtons={
        <HotelContactButtons placement="static" withTollFree label={t('contact.forCancellation')} />
      }
      rateStay={<RateStayCard />}
    />
  );
}
