import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@portal/api-client/api-request-error';
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
      .catch((error: unknown) => {
        // A link of a stay that ended more than 7 days ago is good, but the portal is closed.
        const stayEnded = error instanceof ApiRequestError && error.code === 'STAY_ENDED';
        return navigate('/login', {
          replace: true,
          state: { notice: stayEnded ? 'stayEnded' : 'linkInvalid' },
        });
      });
  }, [navigate, params]);

  return <p role="status">{t('checkingLink')}</p>;
}
