import { useState, type FormEvent } from 'react';
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
import { CheckboxGroup } from '@portal/ui/checkbox-group';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack, StackForm } from '@portal/ui/stack';
import { StarRating } from '@portal/ui/star-rating';
import { TextArea } from '@portal/ui/text-area';
import { QueryState } from '../../../components/query-state.tsx';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useReservation } from '../../../hooks/use-reservation.ts';
import { checkCheckOut, checkOutGate, type CheckOutProblems } from '../check-out-rules.ts';
import { CheckOutUnavailable } from '../components/check-out-unavailable.tsx';
import { useCheckOutDraft } from '../use-check-out-draft.ts';

/** `/check-out`: on the departure date, the rating, the mini-bar question and the options. */
export function CheckOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useReservation();
  const reservation = query.data;
  const { draft, setDraft } = useCheckOutDraft();
  const [problems, setProblems] = useState<CheckOutProblems>({});

  const title = <PageTitle id="check-out-title">{t('check-out:title')}</PageTitle>;
  if (!reservation) {
    return (
      <QueryState
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

  function next(event: FormEvent) {
    event.preventDefault();
    const found = checkCheckOut(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) void navigate('/check-out-balance-bill');
  }

  return (
    <StackForm onSubmit={next} noValidate aria-labelledby="check-out-title">
      <Card>
        <Stack $gap={2}>
          {title}
          <p style={{ margin: 0 }}>
            {t('check-out:intro', { room: reservation.roomNumber ?? '' })}
          </p>
        </Stack>
      </Card>

      <Card aria-labelledby="rating-title">
        <Stack $gap={3}>
          <SectionTitle id="rating-title">{t('check-out:ratingTitle')}</SectionTitle>
          <StarRating
            legend={t('check-out:score')}
            hint={t('check-out:scoreHint')}
            value={draft.score}
            onChange={(score) => {
              setDraft((current) => ({ ...current, score }));
              setProblems((current) => ({ ...current, score: undefined }));
            }}
            starLabel={(stars) => t('check-out:stars', { count: stars })}
            error={
              problems.score
                ? t('validation.missing', { value: t('check-out:scoreName') })
                : undefined
            }
          />
          <TextArea
            label={t('check-out:experience')}
            placeholder={t('validation.pleaseEnter', { value: t('check-out:experienceName') })}
            maxLength={RATING_EXPERIENCE_MAX_LENGTH}
            value={draft.experience}
            onChange={(event) => {
              const experience = event.target.value;
              setDraft((current) => ({ ...current, experience }));
            }}
          />
        </Stack>
      </Card>

      <Card>
        <Stack $gap={3}>
          <RadioGroup
            legend={t('check-out:minibar')}
            name="minibar"
            direction="row"
            required
            value={draft.minibar}
            options={[
              { value: 'no', label: t('check-out:no') },
              { value: 'yes', label: t('check-out:yes') },
            ]}
            onChange={(value) => {
              const minibar = value === 'yes' ? 'yes' : 'no';
              setDraft((current) => ({ ...current, minibar }));
              setProblems((current) => ({ ...current, minibar: undefined }));
            }}
            error={
              problems.minibar
                ? t('validation.missing', { value: t('check-out:minibarName') })
                : undefined
            }
          />
          {draft.minibar === 'yes' && (
            <TextArea
              label={t('check-out:minibarNotes')}
              placeholder={t('validation.pleaseEnter', { value: t('check-out:minibarNotesName') })}
              maxLength={MINIBAR_NOTES_MAX_LENGTH}
              rows={2}
              value={draft.minibarNotes}
              onChange={(event) => {
                const minibarNotes = event.target.value;
                setDraft((current) => ({ ...current, minibarNotes }));
              }}
            />
          )}
        </Stack>
      </Card>

      <Card>
        <Stack $gap={3}>
          <CheckboxGroup
            legend={t('check-out:optionsTitle')}
            hint={t('check-out:optionsHint')}
            name="options"
            value={draft.options}
            options={CHECKOUT_OPTIONS.map((option) => ({
              value: option,
              label: t(`check-out:option.${option}`),
            }))}
            onChange={(values) =>
              setDraft((current) => ({
                ...current,
                options: CHECKOUT_OPTIONS.filter((option) => values.includes(option)),
              }))
            }
          />
          <TextArea
            label={t('check-out:notes')}
            placeholder={t('validation.pleaseEnter', { value: t('check-out:notesName') })}
            maxLength={CHECK_OUT_NOTES_MAX_LENGTH}
            rows={3}
            value={draft.notes}
            onChange={(event) => {
              const notes = event.target.value;
              setDraft((current) => ({ ...current, notes }));
            }}
          />
        </Stack>
      </Card>

      <Button type="submit" fullWidth>
        {t('check-out:toBill')}
      </Button>
    </StackForm>
  );
}
