import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@portal/ui/card';
import { Alert } from '@portal/ui/alert';
import { tenant } from '../../../config/tenant.ts';
import { storeSession } from '../../../lib/guest-session.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import { signInBody, type SignInDraft } from '../sign-in-rules.ts';

/** `/login`, and `/hotel` (the variant opened from a QR code inside the hotel). */
export function SignInPage({ variant }: { variant: 'login' | 'hotel' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;

  async function signIn(draft: SignInDraft) {
    storeSession(await guestApi.signIn({ body: signInBody(draft) }));
    await navigate('/home', { replace: true });
  }

  return (
    <>
      <Card>
        <h1>{t('title', { hotel: tenant.displayName })}</h1>
        <p>
          {variant === 'hotel' ? t('hotelSubtitle', { hotel: tenant.displayName }) : t('subtitle')}
        </p>
        {notice === 'linkInvalid' && <Alert tone="error">{t('linkInvalid')}</Alert>}
        {notice === 'sessionEnded' && <Alert tone="info">{t('sessionEnded')}</Alert>}
        {notice === 'stayEnded' && <Alert tone="info">{t('stayEnded')}</Alert>}
        <SignInForm onSignIn={signIn} />
      </Card>
    </>
  );
}
