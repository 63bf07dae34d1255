import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { ProgramInput } from '@portal/api-client/staff-contract/concierge';
import {
  CONTENT_NUMBER_LIMITS,
  CONTENT_TEXT_MAX_LENGTH,
} from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormPicture } from '../../../components/picture-field.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveProgram } from '../api/programs-queries.ts';
import { fromLocalInput, toLocalInput } from '../lib/hotel-clock.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { FieldRow } from './content-parts.ts';
import type { ProgramDraft } from './program-drafts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const TEXTS = ['title', 'summary', 'description', 'location'] as const;

const FIELDS: readonly Path<ProgramInput>[] = [
  ...TEXTS.flatMap((text) => [`${text}.en`, `${text}.vi`] as const),
  'picture',
  'startsAt',
  'endsAt',
  'price',
  'capacity',
  'seatsHeld',
];

const LENGTHS = {
  title: CONTENT_TEXT_MAX_LENGTH.name,
  summary: CONTENT_TEXT_MAX_LENGTH.summary,
  description: CONTENT_TEXT_MAX_LENGTH.description,
  location: CONTENT_TEXT_MAX_LENGTH.location,
} as const;

const ROWS = { title: undefined, summary: 2, description: 5, location: undefined } as const;

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
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(draft.id === null ? 'concierge:programs.add' : 'concierge:programs.edit')}
    >
      {TEXTS.map((text) => (
        <BilingualField
          key={text}
          label={t(`concierge:fields.${text}`)}
          {...content.bilingual(text)}
          maxLength={LENGTHS[text]}
          rows={ROWS[text]}
        />
      ))}
      <FieldRow>
        {instantField('startsAt')}
        {instantField('endsAt')}
      </FieldRow>
      <FieldRow>
        <TextField
          label={t('concierge:fields.price')}
          hint={t('concierge:programs.priceHint')}
          type="number"
          inputMode="numeric"
          {...CONTENT_NUMBER_LIMITS.price}
          step={1}
          {...register('price', { valueAsNumber: true })}
          error={problem('price')}
        />
        <TextField
          label={t('concierge:fields.capacity')}
          hint={
            draft.id === null
              ? undefined
              : t('concierge:programs.capacityHint', { count: draft.seatsReserved })
          }
          type="number"
          inputMode="numeric"
          {...CONTENT_NUMBER_LIMITS.capacity}
          step={1}
          {...register('capacity', { valueAsNumber: true })}
          error={problem('capacity')}
        />
        <TextField
          label={t('concierge:fields.seatsHeld')}
          hint={t('concierge:programs.seatsHeldHint')}
          type="number"
          inputMode="numeric"
          {...CONTENT_NUMBER_LIMITS.seatsHeld}
          step={1}
          {...register('seatsHeld', { valueAsNumber: true })}
          error={problem('seatsHeld')}
        />
      </FieldRow>
      <FormPicture
        control={control}
        name="picture"
        label={t('concierge:fields.picture')}
        image={draft.image}
        error={problem('picture')}
      />
      <FormFooter
        failure={content.failure}
        saving={form.formState.isSubmitting}
        saveLabel={t('concierge:save')}
        cancelLabel={t('concierge:cancel')}
        onCancel={onDone}
      />
    </StackForm>
  );
}
