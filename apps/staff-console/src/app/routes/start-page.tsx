import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { ScreenTitle } from '../../components/screen-title.tsx';
import { useStaffSession } from '../../hooks/use-staff-session.ts';
import { navigationFor } from '../shells/console-navigation.ts';

const Line = styled.p`
  margin: 0;
`;

/** Where a staff member lands: who they are, their role and hotel; nothing pretending to work. */
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
    </Stack>
  );
}
