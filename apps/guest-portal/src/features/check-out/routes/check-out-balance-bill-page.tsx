import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { PlainList } from '../../../components/plain-list.tsx';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { isCheckOutReady, toCheckOutRequest } from '../check-out-rules.ts';
import { useCheckOutDraft } from '../use-check-out-draft.ts';

/**
 * `/check-out-balance-bill`: the balance and bill before the guest confirms check-out.
 * `bill` is the bills feature's statement, composed in by the app.
 */
export function CheckOutBalanceBillPage({ bill }: { bill?: ReactNode }) {
  const { t } = useTranslation('check-out');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useGuestProfile();
  const { draft, read, forget } = useCheckOutDraft();
  const [failure, setFailure] = useState<string | null>(null);

  // The request is prepared on /check-out, and kept in this tab only: the server's page has the
  // bill, the request follows once it is read in; arriving here without one starts there.
  if (read && !isCheckOutReady(draft)) return <Navigate to="/check-out" replace />;

  async function confirm() {
    setFailure(null);
    try {
      await withLoading(() => guestApi.requestCheckOut({ body: toCheckOutRequest(draft) }));
      forget();
      for (const queryKey of [queryKeys.reservation, queryKeys.rating, queryKeys.bill])
        void queryClient.invalidateQueries({ queryKey });
      await refresh();
      await navigate('/check-out-success', { replace: true, state: { options: draft.options } });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  const chosen = draft.options.map((option) => t(`option.${option}`));
  return (
    <Stack>
      <Card aria-labelledby="bill-step-title">
        <Stack $gap={2}>
          <PageTitle id="bill-step-title">{t('billTitle')}</PageTitle>
          <p style={{ margin: 0 }}>{t('billIntro')}</p>
        </Stack>
      </Card>
      {bill}
      {read && (
        <>
          <Card aria-labelledby="request-title">
            <SectionTitle id="request-title">{t('requestTitle')}</SectionTitle>
            <PlainList>
              <ListRow
                title={t('minibar')}
                trailing={draft.minibar === 'yes' ? t('yes') : t('no')}
              />
              <ListRow
                title={t('optionsTitle')}
                description={chosen.length > 0 ? chosen.join(', ') : t('noOptions')}
              />
              {draft.score > 0 && (
                <ListRow title={t('ratingTitle')} trailing={t('stars', { count: draft.score })} />
              )}
            </PlainList>
          </Card>
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button fullWidth onClick={() => void confirm()}>
            {t('confirm')}
          </Button>
          <Link to="/check-out">{t('edit')}</Link>
        </>
      )}
    </Stack>
  );
}
