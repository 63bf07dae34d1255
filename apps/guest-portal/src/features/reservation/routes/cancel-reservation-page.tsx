import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Checkbox } from '@portal/ui/checkbox';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { QueryState } from '../../../components/query-state.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { reservationQuery, useReservation } from '../../../hooks/use-reservation.ts';
import { useSessionDraft } from '../../../hooks/use-session-draft.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { CANCELLATION_REASON_MAX_LENGTH } from '@portal/api-client/rules/limits';
import {
  cancellationState,
  checkCancellation,
  EMPTY_CANCELLATION,
  toCancelRequest,
  type CancellationProblems,
} from '../cancellation-rules.ts';

/** `/cancel-reservation`: a reason, the policy to agree to, a confirmation, then the cancellation. */
export function CancelReservationPage({ contactButtons }: { contactButtons?: ReactNode }) {
  const { t } = useTranslation();
  const { refresh } = useGuestProfile();
  const queryClient = useQueryClient();
  const query = useReservation();
  const reservation = query.data;
  const { draft, setDraft, forget } = useSessionDraft(
    'cancel-reservation',
    () => EMPTY_CANCELLATION,
  );
  const [problems, setProblems] = useState<CancellationProblems>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ text: string; closed: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const title = <PageTitle id="cancel-title">{t('reservation:cancelTitle')}</PageTitle>;
  if (!reservation) {
    return (
      <QueryState
        query={query}
        skeleton={{ lines: 4 }}
        frame={(state) => (
          <Card>
            {title}
            {state}
          </Card>
        )}
      />
    );
  }

  const state = done ? 'cancelled' : cancellationState(reservation);
  const deadline = formatHotelTime(reservation.cancellation.deadline, 'timeFirst', tenant.timeZone);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = checkCancellation(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function cancel() {
    setConfirming(false);
    try {
      await withLoading(() => guestApi.cancelReservation({ body: toCancelRequest(draft) }));
      forget();
      setDone(true);
      toast.success(t('reservation:cancelledToast'));
      void queryClient.invalidateQueries({ queryKey: reservationQuery.queryKey });
      await refresh();
    } catch (failed) {
      const closed = failed instanceof ApiRequestError && failed.code === 'CANCELLATION_CLOSED';
      setFailure({ text: errorMessage(t, failed), closed });
    }
  }

  if (state === 'cancelled') {
    return (
      <Card aria-labelledby="cancel-title">
        <Stack $gap={3}>
          {title}
          <Alert tone="success">{t('reservation:cancelledToast')}</Alert>
          <Link to="/home">{t('app.backHome')}</Link>
        </Stack>
      </Card>
    );
  }

  if (state === 'contactHotel' || failure?.closed) {
    return (
      <Card aria-labelledby="cancel-title">
        <Stack $gap={3}>
          {title}
          <Alert tone="info">{t('errors.CANCELLATION_CLOSED')}</Alert>
          <p style={{ margin: 0 }}>{t('reservation:deadlinePassed', { deadline })}</p>
          {contactButtons}
        </Stack>
      </Card>
    );
  }

  if (state === 'notPrimary') {
    return (
      <Card aria-labelledby="cancel-title">
        <Stack $gap={3}>
          {title}
          <Alert tone="info">{t('reservation:cancelPrimaryOnly')}</Alert>
        </Stack>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="cancel-title">
      <StackForm onSubmit={review} noValidate aria-labelledby="cancel-title">
        {title}
        <p style={{ margin: 0 }}>
          {t('reservation:cancelIntro', { number: reservation.reservationNumber })}
        </p>
        <TextArea
          label={t('reservation:reason')}
          required
          maxLength={CANCELLATION_REASON_MAX_LENGTH}
          placeholder={t('validation.pleaseEnter', { value: t('reservation:reasonName') })}
          value={draft.reason}
          onChange={(event) => {
            const reason = event.target.value;
            setDraft((current) => ({ ...current, reason }));
            setProblems((current) => ({ ...current, reason: undefined }));
          }}
          error={
            problems.reason === 'missing'
              ? t('validation.missing', { value: t('reservation:reasonName') })
              : problems.reason === 'tooLong'
                ? t('reservation:reasonTooLong', { max: CANCELLATION_REASON_MAX_LENGTH })
                : undefined
          }
        />
        <section aria-labelledby="policy-title">
          <h2 id="policy-title" style={{ fontSize: '1rem', margin: '0 0 4px' }}>
            {t('reservation:policyTitle')}
          </h2>
          <p style={{ margin: 0 }}>{t('reservation:policy', { deadline })}</p>
        </section>
        <Checkbox
          label={t('reservation:policyAgree')}
          checked={draft.policyAgreed}
          onChange={(event) => {
            const policyAgreed = event.target.checked;
            setDraft((current) => ({ ...current, policyAgreed }));
            setProblems((current) => ({ ...current, policy: undefined }));
          }}
          error={problems.policy ? t('errors.POLICY_NOT_AGREED') : undefined}
        />
        {failure && <Alert tone="error">{failure.text}</Alert>}
        <Button type="submit" variant="danger" fullWidth>
          {t('reservation:cancelSubmit')}
        </Button>
        <Link to="/my-reservation">{t('reservation:keep')}</Link>
      </StackForm>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('reservation:confirmTitle', { number: reservation.reservationNumber })}
        message={<p>{t('reservation:confirmMessage')}</p>}
        agreeLabel={t('reservation:confirmAgree')}
        disagreeLabel={t('reservation:confirmDisagree')}
        onAgree={() => void cancel()}
        onDisagree={() => setConfirming(false)}
      />
    </Card>
  );
}
