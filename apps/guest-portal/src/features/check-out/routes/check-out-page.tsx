import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHECKOUT_OPTIONS } from '@portal/api-client/contract/check-out';
import {
  CHECK_OUT_NOTES_MAX_LENGTH,
  MINIBAR_NOTES_MAX_LENGTH,
  RATING_EXPERIENCE_MAX_LENGTH,
} from '@portal/api-client/rules/limits';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack, StackForm } from '@portal/ui/stack';
import { StarRating } from '@portal/ui/star-rating';
import { TextArea } from '@portal/ui/text-area';
import { ChoicesField } from '../../../components/choices-field.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useReservation } from '../../../hooks/use-reservation.ts';
import { checkOutGate } from '../check-out-rules.ts';
import { CheckOutUnavailable } from '../components/check-out-unavailable.tsx';
import { useCheckOutForm } from '../use-check-out-draft.ts';

/** `/check-out`: on the departure date, the rating, the mini-bar question and the options. */
export function CheckOutPage() {
  const { t } = useTranslation('check-out');
  const navigate = useNavigate();
  const query = useReservation();
  const reservation = query.data;
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useCheckOutForm();
  const minibar = watch('minibar');

  const title = <PageTitle id="check-out-title">{t('title')}</PageTitle>;
  if (!reservation) {
    return (
      <DeferredQueryState
        query={query}
        skeleton={{ lines: 5 }}
        frame={(state) => (
          <Card>
            {title}
            {state}
          </Card>
        )}
      />
    );
  }
  const gate = checkOutGate(reservation);
  if (gate !== 'open') {
    return (
      <Card aria-labelledby="check-out-title">
        <Stack $gap={3}>
          {title}
          <CheckOutUnavailable gate={gate} reservation={reservation} />
        </Stack>
      </Card>
    );
  }

  const next = handleSubmit(() => navigate('/check-out-balance-bill'));

  return (
    <StackForm onSubmit={(event) => void next(event)} noValidate aria-labelledby="check-out-title">
      <Card>
        <Stack $gap={2}>
          {title}
          <p style={{ margin: 0 }}>{t('intro', { room: reservation.roomNumber ?? '' })}</p>
        </Stack>
      </Card>

      <Card aria-labelledby="rating-title">
        <Stack $gap={3}>
          <SectionTitle id="rating-title">{t('ratingTitle')}</SectionTitle>
          <Controller
            control={control}
            name="score"
            render={({ field }) => (
              <StarRating
                ref={field.ref}
                legend={t('score')}
                hint={t('scoreHint')}
                value={field.value}
                onChange={field.onChange}
                starLabel={(stars) => t('stars', { count: stars })}
                error={
                  errors.score ? t('validation.missing', { value: t('scoreName') }) : undefined
                }
              />
            )}
          />
          <TextArea
            label={t('experience')}
            placeholder={t('validation.pleaseEnter', { value: t('experienceName') })}
            maxLength={RATING_EXPERIENCE_MAX_LENGTH}
            {...register('experience', { deps: ['score'] })}
          />
        </Stack>
      </Card>

      <Card>
        <Stack $gap={3}>
          <Controller
            control={control}
            name="minibar"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                legend={t('minibar')}
                name={field.name}
                direction="row"
                required
                value={field.value}
                options={[
                  { value: 'no', label: t('no') },
                  { value: 'yes', label: t('yes') },
                ]}
                onChange={(value) => field.onChange(value === 'yes' ? 'yes' : 'no')}
                error={
                  errors.minibar ? t('validation.missing', { value: t('minibarName') }) : undefined
                }
              />
            )}
          />
          {minibar === 'yes' && (
            <TextArea
              label={t('minibarNotes')}
              placeholder={t('validation.pleaseEnter', { value: t('minibarNotesName') })}
              maxLength={MINIBAR_NOTES_MAX_LENGTH}
              rows={2}
              {...register('minibarNotes')}
            />
          )}
        </Stack>
      </Card>

      <Card>
        <Stack $gap={3}>
          <ChoicesField
            control={control}
            name="options"
            legend={t('optionsTitle')}
            hint={t('optionsHint')}
            options={CHECKOUT_OPTIONS.map((option) => ({
              value: option,
              label: t(`option.${option}`),
            }))}
          />
          <TextArea
            label={t('notes')}
            placeholder={t('validation.pleaseEnter', { value: t('notesName') })}
            maxLength={CHECK_OUT_NOTES_MAX_LENGTH}
            rows={3}
            {...register('notes')}
          />
        </Stack>
      </Card>

      <Button type="submit" fullWidth>
        {t('toBill')}
      </Button>
    </StackForm>
  );
}
