import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import type { NextStep } from '../next-steps.ts';
import type homeTexts from '../locales/en.json';

type NextStepKey = keyof (typeof homeTexts)['next'];

function stepLink(step: NextStep): { path: string; key: NextStepKey } {
  switch (step.kind) {
    case 'checkIn':
      if (step.byPrimaryGuest) return { path: '/check-in', key: 'checkInByPrimaryGuest' };
      return { path: '/check-in', key: step.submitted ? 'checkInSent' : 'checkIn' };
    case 'checkOut':
      if (step.requested) return { path: '/balance-and-bills', key: 'checkOutRequested' };
      return {
        path: '/check-out',
        key: step.byPrimaryGuest ? 'checkOutByPrimaryGuest' : 'checkOut',
      };
    case 'roomService':
      return { path: '/in-room-service', key: 'roomService' };
    case 'programs':
      return { path: '/programs', key: 'programs' };
  }
}

/** What to do next, each a link to the screen that does it. */
export function NextStepsCard({
  steps,
  roomNumber,
  primaryGuestName,
}: {
  steps: NextStep[];
  roomNumber: string | null;
  /** Named to a companion: the guest who checks in and out for everyone. */
  primaryGuestName: string;
}) {
  const { t } = useTranslation('home');
  if (steps.length === 0) return null;
  return (
    <Card aria-labelledby="next-title">
      <SectionTitle id="next-title">{t('nextTitle')}</SectionTitle>
      <PlainList>
        {steps.map((step) => {
          const { path, key } = stepLink(step);
          return (
            <ListRow
              key={step.kind}
              title={<Link to={path}>{t(`next.${key}.title`)}</Link>}
              description={t(`next.${key}.description`, {
                room: roomNumber ?? '',
                name: primaryGuestName,
              })}
              chevron
            />
          );
        })}
      </PlainList>
    </Card>
  );
}
