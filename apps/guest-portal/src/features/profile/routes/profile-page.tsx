import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { StatusBadge } from '@portal/ui/status-badge';
import { PlainList } from '../../../components/plain-list.tsx';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { useSignOut } from '../../../hooks/use-sign-out.ts';
import { BillingInfoForm } from '../components/billing-info-form.tsx';

/** `/profile`: the guest's details, their billing information, and signing out. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { profile, refresh } = useGuestProfile();
  const signOut = useSignOut();
  return (
    <Stack>
      <Card aria-labelledby="profile-title">
        <Stack $gap={3}>
          <PageTitle id="profile-title">{t('title')}</PageTitle>
          <StatusBadge status={profile.status} label={t(`status.${profile.status}`)} />
          <PlainList>
            <ListRow title={t('name')} trailing={profile.fullName} />
            <ListRow
              title={t('email')}
              description={
                <span style={{ overflowWrap: 'anywhere' }}>{profile.email || t('notGiven')}</span>
              }
            />
            <ListRow title={t('phone')} trailing={profile.phone || t('notGiven')} />
            <ListRow title={t('reservation')} trailing={profile.reservation.reservationNumber} />
            <ListRow
              title={t('role')}
              trailing={profile.isPrimary ? t('primaryGuest') : t('sharer')}
            />
          </PlainList>
        </Stack>
      </Card>

      {profile.sharers.length > 0 && (
        <Card aria-labelledby="sharers-title">
          <SectionTitle id="sharers-title">{t('sharers')}</SectionTitle>
          <PlainList>
            {profile.sharers.map((sharer) => (
              <ListRow
                key={sharer.id}
                title={sharer.fullName}
                description={sharer.isChild ? t('child') : undefined}
              />
            ))}
          </PlainList>
        </Card>
      )}

      <Card aria-labelledby="billing-title">
        <SectionTitle id="billing-title">{t('billingTitle')}</SectionTitle>
        <p style={{ marginTop: 0 }}>{t('billingIntro')}</p>
        <BillingInfoForm billing={profile.billing} onSaved={refresh} />
      </Card>

      <Button variant="secondary" fullWidth onClick={() => void signOut()}>
        {t('app.signOut')}
      </Button>
    </Stack>
  );
}
