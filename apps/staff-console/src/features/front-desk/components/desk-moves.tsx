import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import {
  frontDeskMoveRefusal,
  type FrontDeskMove,
} from '@portal/api-client/rules/reservation-flow';
import {
  PreCheckInReturn,
  RoomAssignment,
  type FrontDeskReservationDetail,
} from '@portal/api-client/staff-contract/front-desk';
import { errorMessage } from '@portal/web-platform/error-message';
import { useDeskMove, type DeskMoveInput } from '../api/front-desk-queries.ts';
import { Actions, Muted, Panel, PanelTitle } from './desk-parts.ts';

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 700px) {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
`;

/** The moves the rules allow now (`rules/reservation-flow.ts`); the API judges again on its own. */
function allowedMoves(reservation: FrontDeskReservationDetail): Set<FrontDeskMove> {
  const facts = {
    state: reservation.state,
    roomNumber: reservation.roomNumber,
    preCheckIn: reservation.preCheckIn.state,
  };
  const moves: FrontDeskMove[] = [
    'confirm',
    'assign-room',
    'mark-arrived',
    'accept-pre-check-in',
    'return-pre-check-in',
    'check-out',
    'cancel',
  ];
  return new Set(moves.filter((move) => frontDeskMoveRefusal(move, facts) === null));
}

/** The front desk's moves on one reservation as buttons and small forms, each only when allowed. */
export function DeskMoves({ reservation }: { reservation: FrontDeskReservationDetail }) {
  const { t } = useTranslation();
  const move = useDeskMove(reservation.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const allowed = allowedMoves(reservation);

  const room = useForm<z.input<typeof RoomAssignment>>({
    defaultValues: { roomNumber: '' },
    resolver: zodResolver(RoomAssignment),
  });
  const note = useForm<z.input<typeof PreCheckInReturn>>({
    defaultValues: { note: '' },
    resolver: zodResolver(PreCheckInReturn),
  });

  const run = async (input: DeskMoveInput): Promise<boolean> => {
    setFailure(null);
    try {
      await move.mutateAsync(input);
      return true;
    } catch (error) {
      setFailure(errorMessage(t, error));
      return false;
    }
  };

  const assignRoom = room.handleSubmit(async ({ roomNumber }) => {
    if (await run({ move: 'assign-room', roomNumber })) room.reset({ roomNumber: '' });
  });
  const returnPreCheckIn = note.handleSubmit(async (value) => {
    if (await run({ move: 'return-pre-check-in', note: value.note })) note.reset({ note: '' });
  });

  const roomTyped = room.watch('roomNumber');
  const roomProblem = room.formState.errors.roomNumber
    ? roomTyped.trim() === ''
      ? t('validation.missing', { value: t('front-desk:moves.roomNumberName') })
      : t('front-desk:moves.roomNumberInvalid')
    : undefined;
  const noteProblem = note.formState.errors.note
    ? note.getValues('note').trim() === ''
      ? t('validation.missing', { value: t('front-desk:moves.returnNoteName') })
      : t('validation.tooLong', { value: t('front-desk:moves.returnNoteName') })
    : undefined;

  const busy = move.isPending;
  const button = (which: FrontDeskMove, label: string) =>
    allowed.has(which) && (
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={() => void run({ move: which })}
      >
        {label}
      </Button>
    );

  return (
    <Panel aria-label={t('front-desk:moves.title')}>
      <PanelTitle>{t('front-desk:moves.title')}</PanelTitle>
      {allowed.size === 0 && <Muted>{t('front-desk:moves.none')}</Muted>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Actions>
        {button('confirm', t('front-desk:moves.confirm'))}
        {button('mark-arrived', t('front-desk:moves.markArrived'))}
        {button('accept-pre-check-in', t('front-desk:moves.accept'))}
        {button('check-out', t('front-desk:moves.checkOut'))}
        {allowed.has('cancel') && (
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
          >
            {t('front-desk:moves.cancel')}
          </Button>
        )}
      </Actions>
      <Forms>
        {allowed.has('assign-room') && (
          <StackForm
            onSubmit={(event) => void assignRoom(event)}
            noValidate
            aria-label={t('front-desk:moves.assignRoom')}
          >
            <TextField
              label={t('front-desk:moves.roomNumber')}
              hint={t('front-desk:moves.roomNumberHint')}
              autoComplete="off"
              {...room.register('roomNumber')}
              error={roomProblem}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={room.formState.isSubmitting}
              disabled={busy}
            >
              {reservation.roomNumber
                ? t('front-desk:moves.changeRoom')
                : t('front-desk:moves.assignRoom')}
            </Button>
          </StackForm>
        )}
        {allowed.has('return-pre-check-in') && (
          <StackForm
            onSubmit={(event) => void returnPreCheckIn(event)}
            noValidate
            aria-label={t('front-desk:moves.returnTitle')}
          >
            <TextArea
              label={t('front-desk:moves.returnNote')}
              rows={3}
              {...note.register('note')}
              error={noteProblem}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={note.formState.isSubmitting}
              disabled={busy}
            >
              {t('front-desk:moves.returnSubmit')}
            </Button>
          </StackForm>
        )}
      </Forms>
      <ConfirmDialog
        open={confirmingCancel}
        tone="danger"
        title={t('front-desk:moves.cancelTitle', { number: reservation.reservationNumber })}
        message={<p>{t('front-desk:moves.cancelMessage')}</p>}
        agreeLabel={t('front-desk:moves.cancelAgree')}
        disagreeLabel={t('front-desk:moves.cancelDisagree')}
        busy={busy}
        onDisagree={() => setConfirmingCancel(false)}
        onAgree={() => {
          void run({ move: 'cancel' }).then(() => setConfirmingCancel(false));
        }}
      />
    </Panel>
  );
}
