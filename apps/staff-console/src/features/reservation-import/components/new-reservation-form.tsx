import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { FieldGroup } from '@portal/ui/field-group';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import {
  NEW_RESERVATION_STATES,
  NewReservation,
  type NewReservation as NewReservationDraft,
} from '@portal/api-client/staff-contract/reservation-import';
import { errorMessage } from '@portal/web-platform/error-message';
import { useCreateReservation } from '../api/reservation-import-queries.ts';
import { reservationFieldProblem, type ReservationField } from './reservation-field-problem.ts';

const NO_GUEST = { firstName: '', lastName: '', email: '' };
const EMPTY: NewReservationDraft = {
  reservationNumber: '',
  arrivalDate: '',
  departureDate: '',
  roomType: '',
  state: 'Confirmed',
  guests: [NO_GUEST],
};

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const GuestFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr 1.4fr;
  }
`;

/** The front desk types a reservation in; the API's refusal (number taken) keeps what was typed. */
export function NewReservationForm({ roomTypes }: { roomTypes: readonly string[] }) {
  const { t } = useTranslation();
  const create = useCreateReservation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewReservationDraft>({ defaultValues: EMPTY, resolver: zodResolver(NewReservation) });
  const guests = useFieldArray({ control, name: 'guests' });

  const problem = (field: Exclude<ReservationField, 'firstName' | 'lastName' | 'email'>) =>
    reservationFieldProblem(t, errors[field], field, getValues(field));
  const guestProblem = (index: number, field: 'firstName' | 'lastName' | 'email') =>
    reservationFieldProblem(
      t,
      errors.guests?.[index]?.[field],
      field,
      getValues(`guests.${index}.${field}`),
    );

  const submit = handleSubmit(
    async (draft) => {
      setFailure(null);
      try {
        const reservation = await create.mutateAsync(draft);
        reset(EMPTY);
        toast.success(t('reservation-import:created', { number: reservation.reservationNumber }));
        // The desk goes on with the new reservation: a room, the guest at the desk, a correction.
        void navigate(`/front-desk/reservations/${reservation.id}`);
      } catch (error) {
        setFailure(errorMessage(t, error));
      }
    },
    () => setFailure(null),
  );

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('reservation-import:newTitle')}
    >
      <TextField
        label={t('reservation-import:reservationNumber')}
        hint={t('reservation-import:reservationNumberHint')}
        autoComplete="off"
        {...register('reservationNumber')}
        error={problem('reservationNumber')}
      />
      <Pair>
        <DateField
          label={t('reservation-import:arrivalDate')}
          {...register('arrivalDate')}
          error={problem('arrivalDate')}
        />
        <DateField
          label={t('reservation-import:departureDate')}
          {...register('departureDate')}
          error={problem('departureDate')}
        />
      </Pair>
      <Pair>
        <SelectField
          label={t('reservation-import:roomType')}
          placeholder={t('reservation-import:chooseRoomType')}
          options={roomTypes.map((type) => ({ value: type, label: type }))}
          {...register('roomType')}
          error={problem('roomType')}
        />
        <SelectField
          label={t('reservation-import:state')}
          options={NEW_RESERVATION_STATES.map((state) => ({
            value: state,
            label: t(`reservation-import:states.${state}`),
          }))}
          {...register('state')}
        />
      </Pair>
      <FieldGroup legend={t('reservation-import:guests')} hint={t('reservation-import:guestsHint')}>
        {guests.fields.map((guest, index) => (
          <FieldGroup
            key={guest.id}
            legend={t('reservation-import:guestNumber', { number: index + 1 })}
          >
            <GuestFields>
              <TextField
                label={t('reservation-import:givenName')}
                autoComplete="off"
                {...register(`guests.${index}.firstName`)}
                error={guestProblem(index, 'firstName')}
              />
              <TextField
                label={t('reservation-import:surname')}
                autoComplete="off"
                {...register(`guests.${index}.lastName`)}
                error={guestProblem(index, 'lastName')}
              />
              <TextField
                label={t('reservation-import:email')}
                type="email"
                autoComplete="off"
                {...register(`guests.${index}.email`)}
                error={guestProblem(index, 'email')}
              />
            </GuestFields>
            {index > 0 && (
              <Button type="button" variant="secondary" onClick={() => guests.remove(index)}>
                {t('reservation-import:removeGuest', { number: index + 1 })}
              </Button>
            )}
          </FieldGroup>
        ))}
        {guests.fields.length < 10 && (
          <Button type="button" variant="secondary" onClick={() => guests.append(NO_GUEST)}>
            {t('reservation-import:addGuest')}
          </Button>
        )}
      </FieldGroup>
      {failure && (
        <Alert tone="error" id="new-reservation-failure">
          {failure}
        </Alert>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('reservation-import:create')}
      </Button>
    </StackForm>
  );
}
