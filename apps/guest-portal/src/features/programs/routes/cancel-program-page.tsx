import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Program } from '@portal/api-client/contract/programs';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { programIdFrom, useProgram } from '../api/program-queries.ts';
import { ProgramFacts } from '../components/program-facts.tsx';
import { programAvailability } from '../program-rules.ts';
import { useProgramFormat } from '../use-program-format.ts';

/** /cancel-program/:id: gives back the guest's places in a program, after asking. */
export function CancelProgramPage() {
  const { t } = useTranslation('programs');
  const id = programIdFrom(useParams().id);
  const program = useProgram(id);
  return (
    <Stack>
      <BrandHeading>{t('cancel.title')}</BrandHeading>
      <Card>
        {program.data ? (
          <CancelReservation program={program.data} />
        ) : (
          <DeferredQueryState query={program} skeleton={{ variant: 'block' }} />
        )}
      </Card>
      <Link to={`/program-detail/${id}`}>{t('reserveSuccess.seeProgram')}</Link>
    </Stack>
  );
}

function CancelReservation({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = format.text(program.title);
  const reservation = program.myReservation;

  async function cancel() {
    if (pending) return;
    setPending(true);
    setRefusal(null);
    try {
      await guestApi.cancelProgramReservation({ params: { id: program.id } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.programs });
      await navigate(`/cancel-success/${program.id}`, { replace: true });
    } catch (error) {
      setAsking(false);
      setRefusal(errorMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  if (!reservation) return <Alert tone="info">{t('cancel.nothingToCancel')}</Alert>;
  const started = programAvailability(program) !== 'reserved';
  return (
    <Stack $gap={4}>
      <Alert tone="info">{t('cancel.summary', { count: reservation.seats, title })}</Alert>
      <ProgramFacts program={program} showPlaces={false} />
      {started && <Alert tone="info">{t('detail.started')}</Alert>}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button variant="danger" fullWidth disabled={started} onClick={() => setAsking(true)}>
        {t('cancel.submit')}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('cancel.confirmTitle')}
        message={t('cancel.confirmMessage', { title })}
        agreeLabel={t('cancel.agree')}
        disagreeLabel={t('cancel.disagree')}
        busy={pending}
        onAgree={() => void cancel()}
        onDisagree={() => setAsking(false)}
      />
    </Stack>
  );
}
