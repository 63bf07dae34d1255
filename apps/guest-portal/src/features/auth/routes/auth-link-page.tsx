import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { storeSession } from '../../../lib/guest-session.ts';
import { guestApi } from '../../../lib/guest-api.ts';

/**
 * `/auth?token=…`: the deep link of a hotel's pre-arrival e-mail. The link's token leaves the
 * address before the exchange is sent: no later request's Referer, no entry of the history holds it
 * (the API's `Referrer-Policy: no-referrer` guards the page's own first requests).
 */
export function AuthLinkPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    // Synchronously, keeping the router's own entry state: its navigation would wait for a render.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    guestApi
      .exchangeToken({ body: { token } })
      .then((session) => {
        storeSession(session);
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
