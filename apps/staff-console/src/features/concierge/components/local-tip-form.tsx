import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import type { ImageRef } from '@portal/api-client/contract/common';
import { LocalTipInput, type StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { Actions } from '../../../components/form-parts.ts';
import { PictureField } from '../../../components/picture-field.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveLocalTip } from '../api/local-tips-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';

const TEXTS = ['title', 'category', 'summary', 'description', 'distance'] as const;

const FIELDS: readonly Path<LocalTipInput>[] = [
  ...TEXTS.flatMap((text) => [`${text}.en`, `${text}.vi`] as const),
  'address',
  'picture',
];

const LENGTHS = {
  title: CONTENT_TEXT_MAX_LENGTH.name,
  category: CONTENT_TEXT_MAX_LENGTH.category,
  summary: CONTENT_TEXT_MAX_LENGTH.summary,
  description: CONTENT_TEXT_MAX_LENGTH.description,
  distance: CONTENT_TEXT_MAX_LENGTH.distance,
} as const;

const ROWS = {
  title: undefined,
  category: undefined,
  summary: 2,
  description: 5,
  distance: undefined,
} as const;

const NO_TEXT = { en: '', vi: '' };

function valuesOf(tip: StaffLocalTip | null): LocalTipInput {
  if (!tip) {
    return {
      title: NO_TEXT,
      category: NO_TEXT,
      summary: NO_TEXT,
      description: NO_TEXT,
      distance: NO_TEXT,
      address: '',
      picture: '',
    };
  }
  return {
    title: tip.title,
    category: tip.category,
    summary: tip.summary,
    description: tip.description,
    distance: tip.distance,
    address: tip.address,
    picture: tip.picture,
  };
}

/** A local tip added (no tip) or changed: its texts in both languages, address and picture. */
export function LocalTipForm({ tip, onDone }: { tip: StaffLocalTip | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveLocalTip();
  const [image, setImage] = useState<ImageRef | null>(tip?.image ?? null);
  const form = useForm<LocalTipInput>({
    defaultValues: valuesOf(tip),
    resolver: zodResolver(LocalTipInput),
  });
  const { register, control, handleSubmit } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = handleSubmit(async (values) => {
    content.clearFailure();
    try {
      const saved = await save.mutateAsync({ id: tip?.id ?? null, tip: values });
      toast.success(
        t('concierge:localTips.saved', {
          title: saved.title[i18n.language === 'vi' ? 'vi' : 'en'],
        }),
      );
      onDone();
    } catch (error) {
      content.refused(error);
    }
  }, content.clearFailure);

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(tip ? 'concierge:localTips.edit' : 'concierge:localTips.add')}
    >
      {TEXTS.map((text) => (
        <BilingualField
          key={text}
          label={t(`concierge:fields.${text}`)}
          registered={{ en: register(`${text}.en`), vi: register(`${text}.vi`) }}
          problems={{ en: problem(`${text}.en`), vi: problem(`${text}.vi`) }}
          maxLength={LENGTHS[text]}
          rows={ROWS[text]}
        />
      ))}
      <TextField
        label={t('concierge:fields.address')}
        maxLength={CONTENT_TEXT_MAX_LENGTH.address}
        autoComplete="off"
        {...register('address')}
        error={problem('address')}
      />
      <Controller
        control={control}
        name="picture"
        render={({ field }) => (
          <PictureField
            label={t('concierge:fields.picture')}
            image={image}
            onUploaded={(uploaded) => {
              field.onChange(uploaded.picture);
              setImage(uploaded.image);
            }}
            error={problem('picture')}
          />
        )}
      />
      {content.failure && <Alert tone="error">{content.failure}</Alert>}
      <Actions>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('concierge:save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('concierge:cancel')}
        </Button>
      </Actions>
    </StackForm>
  );
}
