import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { CancelReservationRequest } from '@portal/api-client/contract/reservation';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Checkbox } from '@portal/ui/checkbox';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { reservationQuery, useReservation } from '../../../hooks/use-reservation.ts';
import { useDraftForm } from '../../../hooks/use-draft-form.ts';
import { formatHotelTime } from '../../../lib/date-formats.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { CANCELLATION_REASON_MAX_LENGTH } from '@portal/api-client/rules/limits';
import {
  CancellationForm,
  cancellationState,
  EMPTY_CANCELLATION,
  type CancellationDraft,
} from '../cancellation-rules.ts';
import { toast } from '../../../lib/toast.ts';

const resolver = zodResolver(CancellationForm);

/** `/cancel-reservation`: a reason, the policy to agree to, a confirmation, then the cancellation. */
export function CancelReservationPage({ contactButtons }: { contactButtons?: ReactNode }) {
  const { t } = useTranslation('reservation');
  const { refresh } = useGuestProfile();
  const queryClient = useQueryClient();
  const query = useReservation();
  const reservation = query.data;
  const { form, forget } = useDraftForm<CancellationDraft, unknown, CancelReservationRequest>(
    'cancel-reservation',
    () => EMPTY_CANCELLATION,
    { resolver },
  );
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const [confirming, setConfirming] = useState<CancelReservationRequest | null>(null);
  const [failure, setFailure] = useState<{ text: string; closed: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const title = <PageTitle id="cancel-title">{t('cancelTitle')}</PageTitle>;
  if (!reservation) {
    return (
      <DeferredQueryState
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
  const reasonText = () => {
    const problem = fieldProblem(errors.reason, getValues('reason'));
    if (problem === 'missing') return t('validation.missing', { value: t('reasonName') });
    return problem && t('reasonTooLong', { max: CANCELLATION_REASON_MAX_LENGTH });
  };
  const deadline = formatHotelTime(reservation.cancellation.deadline, 'timeFirst', tenant.timeZone);

  const review = handleSubmit(
    (request) => {
      setFailure(null);
      setConfirming(request);
    },
    () => setFailure(null),
  );

  async function cancel(request: CancelReservationRequest) {
    setConfirming(null);
    try {
      await withLoading(() => guestApi.cancelReservation({ body: request }));
      forget();
      setDone(true);
      toast.success(t('cancelledToast'));
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
          <Alert tone="success">{t('cancelledToast')}</Alert>
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
          <p style={{ margin: 0 }}>{t('deadlinePassed', { deadline })}</p>
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
          <Alert tone="info">{t('cancelPrimaryOnly')}</Alert>
        </Stack>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="cancel-title">
      <StackForm onSubmit={(event) => void review(event)} noValidate aria-labelledby="cancel-title">
        {title}
        <p style={{ margin: 0 }}>{t('cancelIntro', { number: reservation.reservationNumber })}</p>
        <TextArea
          label={t('reason')}
          required
          maxLength={CANCELLATION_REASON_MAX_LENGTH}
          placeholder={t('validation.pleaseEnter', { value: t('reasonName') })}
          {...register('reason')}
          error={reasonText()}
        />
        <section aria-labelledby="policy-title">
          <h2 id="policy-title" style={{ fontSize: '1rem', margin: '0 0 4px' }}>
            {t('policyTitle')}
          </h2>
          <p style={{ margin: 0 }}>{t('policy', { deadline })}</p>
        </section>
        <Checkbox
          label={t('policyAgree')}
          {...register('policyAgreed')}
          error={errors.policyAgreed ? t('errors.POLICY_NOT_AGREED') : undefined}
        />
        {failure && <Alert tone="error">{failure.text}</Alert>}
        <Button type="submit" variant="danger" fullWidth>
          {t('cancelSubmit')}
        </Button>
        <Link to="/my-reservation">{t('keep')}</Link>
      </StackForm>
      <ConfirmDialog
        open={confirming !== null}
        tone="danger"
        title={t('confirmTitle', { number: reservation.reservationNumber })}
        message={<p>{t('confirmMessage')}</p>}
        agreeLabel={t('confirmAgree')}
        disagreeLabel={t('confirmDisagree')}
        onAgree={() => {
          if (confirming) void cancel(confirming);
        }}
        onDisagree={() => setConfirming(null)}
      />
    </Card>
  );
}
