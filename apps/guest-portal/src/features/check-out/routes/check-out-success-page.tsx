import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CheckOutOption } from '@portal/api-client/contract/check-out';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { PageTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';

/** `/check-out-success`: the request is with the front desk. */
export function CheckOutSuccessPage() {
  const { t } = useTranslation('check-out');
  const { profile } = useGuestProfile();
  const location = useLocation();
  const options = (location.state as { options?: CheckOutOption[] } | null)?.options ?? [];
  return (
    <Card aria-labelledby="check-out-done-title">
      <Stack $gap={3}>
        <PageTitle id="check-out-done-title">
          {t('successTitle', { name: profile.firstName })}
        </PageTitle>
        <p role="status" style={{ margin: 0 }}>
          {t('successBody')}
        </p>
        {options.length > 0 && (
          <ul style={{ margin: 0 }}>
            {options.map((option) => (
              <li key={option}>{t(`optionDone.${option}`)}</li>
            ))}
          </ul>
        )}
        <Link to="/balance-and-bills">{t('seeBill')}</Link>
        <Link to="/home">{t('app.backHome')}</Link>
      </Stack>
    </Card>
  );
}
