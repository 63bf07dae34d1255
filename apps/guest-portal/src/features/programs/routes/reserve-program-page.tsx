import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Program } from '@portal/api-client/contract/programs';
import { PROGRAM_NOTES_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { QuantityStepper } from '@portal/ui/quantity-stepper';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { programIdFrom, useProgram } from '../api/program-queries.ts';
import { ProgramFacts } from '../components/program-facts.tsx';
import { maxSeats, programAvailability, reservationPrice } from '../program-rules.ts';
import { useProgramFormat } from '../use-program-format.ts';

/** /reserve/:id: how many people, any notes, and the reservation. */
export function ReserveProgramPage() {
  const { t } = useTranslation('programs');
  const program = useProgram(programIdFrom(useParams().id));
  return (
    <Stack>
      {program.data ? (
        <ReserveForm program={program.data} />
      ) : (
        <>
          <BrandHeading>{t('title')}</BrandHeading>
          <Card>
            <DeferredQueryState query={program} skeleton={{ variant: 'block' }} />
          </Card>
        </>
      )}
    </Stack>
  );
}

function ReserveForm({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [seats, setSeats] = useState(1);
  const [notes, setNotes] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const availability = programAvailability(program);
  const most = maxSeats(program);
  const title = format.text(program.title);

  async function reserve(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setRefusal(null);
    try {
      await withLoading(() =>
        guestApi.reserveProgram({ params: { id: program.id }, body: { seats, notes } }),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.programs });
      await navigate(`/reserve-success/${program.id}`, { replace: true });
    } catch (error) {
      setRefusal(errorMessage(t, error));
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <BrandHeading>{t('reserve.title', { title })}</BrandHeading>
      <Card>
        <StackForm $gap={4} onSubmit={(event) => void reserve(event)} noValidate>
          <ProgramFacts program={program} />
          {availability === 'open' ? (
            <>
              {/* Its own width, not the form's. */}
              <div>
                <QuantityStepper
                  label={t('reserve.participants')}
                  showLabel
                  hint={t('reserve.participantsHint', { count: most })}
                  value={seats}
                  onChange={setSeats}
                  min={1}
                  max={most}
                  decreaseLabel={t('reserve.fewer')}
                  increaseLabel={t('reserve.more')}
                />
              </div>
              <TextArea
                label={t('reserve.notes')}
                hint={t('reserve.notesHint')}
                value={notes}
                rows={3}
                maxLength={PROGRAM_NOTES_MAX_LENGTH}
                onChange={(event) => setNotes(event.target.value)}
              />
              {program.price > 0 && (
                <strong aria-live="polite">
                  {t('reserve.total', { amount: format.amount(reservationPrice(program, seats)) })}
                </strong>
              )}
              {refusal && <Alert tone="error">{refusal}</Alert>}
              <Button type="submit" fullWidth loading={pending}>
                {t('reserve.submit')}
              </Button>
            </>
          ) : (
            <Alert tone="info">
              {availability === 'reserved'
                ? t('reserve.alreadyReserved')
                : availability === 'fullyBooked'
                  ? t('detail.fullyBooked')
                  : t('detail.started')}
            </Alert>
          )}
          <Link to={`/program-detail/${program.id}`}>{t('reserveSuccess.seeProgram')}</Link>
        </StackForm>
      </Card>
    </>
  );
}
