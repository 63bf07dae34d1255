import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { storeAccessToken } from '../../../lib/access-token.ts';
import { guestApi } from '../../../lib/guest-api.ts';

/** `/auth?token=…`: the deep link of a hotel's pre-arrival e-mail. */
export function AuthLinkPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    guestApi
      .exchangeToken({ body: { token } })
      .then((session) => {
        storeAccessToken(session.accessToken);
        return navigate('/home', { replace: true });
      })
      .catch(() => navigate('/login', { replace: true, state: { notice: 'linkInvalid' } }));
  }, [navigate, params]);

  return <p role="status">{t('checkingLink')}</p>;
}
