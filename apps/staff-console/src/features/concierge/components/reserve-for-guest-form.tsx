import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { RadioGroup } from '@portal/ui/radio-group';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { PROGRAM_MAX_SEATS, PROGRAM_NOTES_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { ReserveForGuestRequest } from '@portal/api-client/staff-contract/program-reservations';
import type { StaffProgram } from '@portal/api-client/staff-contract/concierge';
import { Actions } from '../../../components/form-parts.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { programGuestsQuery, useReserveForGuest } from '../api/program-reservations-queries.ts';
import { formatHotelDate } from '../../../lib/date-time.ts';
import { FieldRow, Muted } from './content-parts.ts';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const Title = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

interface ReserveForGuestFormProps {
  program: StaffProgram;
  onDone: () => void;
}

/**
 * The concierge reserves seats of a session for a guest found by reservation number or name among
 * the reservations in house or arriving; the API judges by the guest's own rules.
 */
export function ReserveForGuestForm({ program, onDone }: ReserveForGuestFormProps) {
  const { t, i18n } = useTranslation();
  const language = useTextLanguage();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search.trim());
  const guests = useQuery(programGuestsQuery(typed));
  const [guestId, setGuestId] = useState('');
  const [seats, setSeats] = useState('1');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<{ guest?: string; seats?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reserve = useReserveForGuest();
  const title = program.title[language];

  const found = guests.data ?? [];
  const chosen = found.find((guest) => String(guest.guestId) === guestId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = ReserveForGuestRequest.safeParse({
      guestId: chosen?.guestId ?? 0,
      seats: Number(seats),
      notes,
    });
    if (!request.success || !chosen) {
      setProblem({
        guest: chosen ? undefined : t('concierge:loop.chooseGuest'),
        seats: request.error?.issues.some((issue) => issue.path[0] === 'seats')
          ? t('concierge:problem.range', { min: 1, max: PROGRAM_MAX_SEATS })
          : undefined,
      });
      return;
    }
    setProblem(null);
    try {
      await reserve.mutateAsync({ programId: program.id, request: request.data });
      toast.success(t('concierge:loop.reservedFor', { title, name: chosen.guestName }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <Panel>
      <StackForm aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
        <Title id={titleId}>{t('concierge:loop.reserveForGuestOf', { title })}</Title>
        <TextField
          label={t('concierge:loop.findGuest')}
          hint={t('concierge:loop.findGuestHint')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {typed.length >= 2 && guests.isSuccess && found.length === 0 && (
          <Muted role="status">{t('concierge:loop.noGuestFound')}</Muted>
        )}
        {found.length > 0 && (
          <RadioGroup
            legend={t('concierge:loop.guest')}
            name={`guest-${program.id}`}
            value={guestId}
            onChange={setGuestId}
            error={problem?.guest}
            options={found.map((guest) => ({
              value: String(guest.guestId),
              label: t('concierge:loop.guestLine', {
                name: guest.guestName,
                reservation: guest.reservationNumber,
                room: guest.roomNumber
                  ? t('concierge:programs.room', { room: guest.roomNumber })
                  : t('concierge:programs.noRoomYet'),
                arrival: formatHotelDate(guest.arrivalDate, i18n.language),
                departure: formatHotelDate(guest.departureDate, i18n.language),
              }),
            }))}
          />
        )}
        {found.length === 0 && problem?.guest && <Alert tone="error">{problem.guest}</Alert>}
        <FieldRow>
          <TextField
            label={t('concierge:loop.seats')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PROGRAM_MAX_SEATS}
            step={1}
            value={seats}
            onChange={(event) => setSeats(event.currentTarget.value)}
            error={problem?.seats}
          />
          <TextField
            label={t('concierge:loop.notes')}
            maxLength={PROGRAM_NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </FieldRow>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Actions>
          <Button type="submit" loading={reserve.isPending}>
            {t('concierge:loop.reserve')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('concierge:cancel')}
          </Button>
        </Actions>
      </StackForm>
    </Panel>
  );
}
