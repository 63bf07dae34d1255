import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import type { ProgramAttendance } from '@portal/api-client/rules/program-attendance';
import type { SessionReservation } from '@portal/api-client/staff-contract/concierge';
import { Actions } from '../../../components/form-parts.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { formatInstant } from '../../../lib/date-time.ts';
import { useCancelForGuest, useMarkAttendance } from '../api/program-reservations-queries.ts';
import { Muted, Plain } from './content-parts.ts';

const Notes = styled(Plain)`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};
`;

const State = styled.strong<{ $state: SessionReservation['state'] }>`
  color: ${({ theme, $state }) =>
    $state === 'attended'
      ? theme.color.success
      : $state === 'no-show'
        ? theme.color.danger
        : theme.color.text};
`;

interface SessionReservationLineProps {
  reservation: SessionReservation;
  /** Attended and no-show are marked only once the session has started. */
  started: boolean;
}

/** A guest's reservation of a session: who, room, seats, state and who did what; its moves. */
export function SessionReservationLine({ reservation, started }: SessionReservationLineProps) {
  const { t, i18n } = useTranslation();
  const mark = useMarkAttendance();
  const cancel = useCancelForGuest();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = reservation.guestName;

  const markAs = (state: ProgramAttendance) => {
    setFailure(null);
    mark.mutate(
      { id: reservation.id, state },
      { onError: (error) => setFailure(errorMessage(t, error)) },
    );
  };

  const cancelIt = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(reservation.id);
      toast.success(t('concierge:loop.cancelled', { name }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li aria-label={name}>
      <Plain>
        <strong>{name}</strong>
        {` · ${reservation.reservationNumber} · `}
        {reservation.roomNumber
          ? t('concierge:programs.room', { room: reservation.roomNumber })
          : t('concierge:programs.noRoomYet')}
        {` · ${t('concierge:programs.seatCount', { count: reservation.seats })}`}
      </Plain>
      {reservation.notes && <Notes>{reservation.notes}</Notes>}
      <Plain>
        <State $state={reservation.state}>{t(`concierge:loop.state.${reservation.state}`)}</State>
        {reservation.markedBy &&
          ` · ${t('concierge:loop.markedBy', {
            name: reservation.markedBy.staffName,
            time: formatInstant(reservation.markedBy.at, i18n.language),
          })}`}
      </Plain>
      <Muted>
        {reservation.reservedBy
          ? t('concierge:loop.reservedBy', {
              name: reservation.reservedBy,
              time: formatInstant(reservation.reservedAt, i18n.language),
            })
          : t('concierge:loop.reservedByGuest', {
              time: formatInstant(reservation.reservedAt, i18n.language),
            })}
      </Muted>
      <Actions>
        {started && (
          <>
            <Button
              type="button"
              variant="secondary"
              aria-label={t('concierge:loop.markAttendedOf', { name })}
              aria-pressed={reservation.state === 'attended'}
              disabled={mark.isPending}
              onClick={() => markAs('attended')}
            >
              {t('concierge:loop.attended')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-label={t('concierge:loop.markNoShowOf', { name })}
              aria-pressed={reservation.state === 'no-show'}
              disabled={mark.isPending}
              onClick={() => markAs('no-show')}
            >
              {t('concierge:loop.noShow')}
            </Button>
          </>
        )}
        <Button
          type="button"
          variant="ghost"
          aria-label={t('concierge:loop.cancelOf', { name })}
          onClick={() => setConfirming(true)}
        >
          {t('concierge:loop.cancel')}
        </Button>
      </Actions>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('concierge:loop.cancelConfirm', { name })}
        message={t('concierge:loop.cancelConfirmMessage', { count: reservation.seats })}
        agreeLabel={t('concierge:loop.cancel')}
        disagreeLabel={t('concierge:loop.keep')}
        busy={cancel.isPending}
        onAgree={() => void cancelIt()}
        onDisagree={() => setConfirming(false)}
      />
    </li>
  );
}
