import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@portal/ui/text-field';
import { ProgramInput } from '@portal/api-client/staff-contract/concierge';
import {
  CONTENT_NUMBER_LIMITS,
  CONTENT_TEXT_MAX_LENGTH,
} from '@portal/api-client/rules/hotel-content';
import { tenant } from '../../../config/tenant.ts';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveProgram } from '../api/programs-queries.ts';
import { fromLocalInput, toLocalInput } from '../lib/hotel-clock.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { FieldRow } from './content-parts.ts';
import { ConciergeForm, guestTextPaths, WholeNumberField } from './concierge-form.tsx';
import type { ProgramDraft } from './program-drafts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const TEXTS = {
  title: { maxLength: CONTENT_TEXT_MAX_LENGTH.name },
  summary: { maxLength: CONTENT_TEXT_MAX_LENGTH.summary, rows: 2 },
  description: { maxLength: CONTENT_TEXT_MAX_LENGTH.description, rows: 5 },
  location: { maxLength: CONTENT_TEXT_MAX_LENGTH.location },
} as const;

const FIELDS: readonly Path<ProgramInput>[] = [
  ...guestTextPaths(TEXTS),
  'picture',
  'startsAt',
  'endsAt',
  'price',
  'capacity',
  'seatsHeld',
];

/** A program session added or changed: every guest text in both languages, its time on the hotel's clock. */
export function ProgramForm({ draft, onDone }: { draft: ProgramDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveProgram();
  const form = useForm<ProgramInput>({
    defaultValues: draft.values,
    resolver: zodResolver(ProgramInput),
  });
  const { register, control } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = content.submitWith(async (program) => {
    const saved = await save.mutateAsync({ id: draft.id, program });
    toast.success(t('concierge:programs.saved', { title: saved.title[language] }));
    onDone();
  });

  const instantField = (name: 'startsAt' | 'endsAt') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={t(`concierge:fields.${name}`)}
          hint={t('concierge:programs.hotelTime', { zone: tenant.timeZone })}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          value={toLocalInput(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
          error={problem(name)}
        />
      )}
    />
  );

  return (
    <ConciergeForm
      label={t(draft.id === null ? 'concierge:programs.add' : 'concierge:programs.edit')}
      form={form}
      content={content}
      texts={TEXTS}
      picture={{ name: 'picture', image: draft.image }}
      onSubmit={submit}
      onDone={onDone}
    >
      <FieldRow>
        {instantField('startsAt')}
        {instantField('endsAt')}
      </FieldRow>
      <FieldRow>
        <WholeNumberField
          label={t('concierge:fields.price')}
          hint={t('concierge:programs.priceHint')}
          {...CONTENT_NUMBER_LIMITS.price}
          {...register('price', { valueAsNumber: true })}
          error={problem('price')}
        />
        <WholeNumberField
          label={t('concierge:fields.capacity')}
          hint={
            draft.id === null
              ? undefined
              : t('concierge:programs.capacityHint', { count: draft.seatsReserved })
          }
          {...CONTENT_NUMBER_LIMITS.capacity}
          {...register('capacity', { valueAsNumber: true })}
          error={problem('capacity')}
        />
        <WholeNumberField
          label={t('concierge:fields.seatsHeld')}
          hint={t('concierge:programs.seatsHeldHint')}
          {...CONTENT_NUMBER_LIMITS.seatsHeld}
          {...register('seatsHeld', { valueAsNumber: true })}
          error={problem('seatsHeld')}
        />
      </FieldRow>
    </ConciergeForm>
  );
}
