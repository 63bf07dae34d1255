import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasArrived } from '@portal/api-client/rules/stay-gates';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { useHotelToday } from '../../../hooks/use-hotel-today.ts';
import { NextStepsCard } from '../components/next-steps-card.tsx';
import { StaySummaryCard } from '../components/stay-summary-card.tsx';
import { nextSteps } from '../next-steps.ts';

export interface HomePageProps {
  /** The rate-the-stay card, composed in by the app once the guest has arrived. */
  rateStay?: ReactNode;
}

/** `/home`: the stay at a glance and the next thing to do. */
export function HomePage({ rateStay }: HomePageProps) {
  const { t } = useTranslation('home');
  const { profile } = useGuestProfile();
  const today = useHotelToday();
  const steps = nextSteps(profile, today);
  const showRating = hasArrived(profile) && !profile.reservation.cancelled;
  return (
    <>
      <BrandHeading>{t('greeting', { name: profile.firstName })}</BrandHeading>
      <Stack>
        <NextStepsCard
          steps={steps}
          roomNumber={profile.reservation.roomNumber}
          primaryGuestName={profile.reservation.guestName}
        />
        <StaySummaryCard profile={profile} />
        {showRating && rateStay}
      </Stack>
    </>
  );
}
