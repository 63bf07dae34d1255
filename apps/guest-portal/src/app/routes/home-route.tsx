import { HomePage } from '../../features/home/routes/home-page.tsx';
import { RateStayCard } from '../../features/rating/components/rate-stay-card.tsx';

/** `/home`, with the rating card composed in (features never import each other). */
export function HomeRoute() {
  return <HomePage rateStay={<RateStayCard />} />;
}
