import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { useStaffSession } from '../../hooks/use-staff-session.ts';
import { navigationFor } from '../shells/console-navigation.ts';

// The manager's figures (and their charts) load only for a manager, never with the sign-in screen.
const ManagerDashboard = lazy(async () => ({
  default: (await import('../../features/manager-dashboard/components/manager-dashboard.tsx'))
    .ManagerDashboard,
}));

const Line = styled.p`
  margin: 0;
`;

/** Where a staff member lands: who they are, their role and hotel; for a manager, the hotel's day. */
export function StartPage() {
  const { t } = useTranslation();
  const { staff, hotel } = useStaffSession();
  return (
    <Stack>
      <ScreenTitle>{t('start.title', { name: staff.name })}</ScreenTitle>
      <Card>
        <Stack $gap={2}>
          <Line>{t('start.summary', { hotel: hotel.name, role: t(`roles.${staff.role}`) })}</Line>
          {navigationFor(staff.role).length === 0 && <Line>{t('start.comingSoon')}</Line>}
        </Stack>
      </Card>
      {staff.role === 'manager' && (
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <ManagerDashboard />
        </Suspense>
      )}
    </Stack>
  );
}
