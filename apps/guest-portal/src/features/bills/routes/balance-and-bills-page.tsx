import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { PageTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { BillStatement } from '../components/bill-statement.tsx';

/** `/balance-and-bills`: what the stay costs so far, what is paid and what is owed. */
export function BalanceAndBillsPage() {
  const { t } = useTranslation('bills');
  const { profile } = useGuestProfile();
  return (
    <Stack>
      <Card>
        <PageTitle>{t('title')}</PageTitle>
        <p style={{ margin: 0 }}>
          {t('reservation', { number: profile.reservation.reservationNumber })}
        </p>
      </Card>
      <BillStatement />
    </Stack>
  );
}
