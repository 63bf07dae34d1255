import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { LocalTipInput, type StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormPicture } from '../../../components/picture-field.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveLocalTip } from '../api/local-tips-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

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
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveLocalTip();
  const form = useForm<LocalTipInput>({
    defaultValues: valuesOf(tip),
    resolver: zodResolver(LocalTipInput),
  });
  const { register, control } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = content.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: tip?.id ?? null, tip: values });
    toast.success(
      t('concierge:localTips.saved', {
        title: saved.title[language],
      }),
    );
    onDone();
  });

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
          {...content.bilingual(text)}
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
      <FormPicture
        control={control}
        name="picture"
        label={t('concierge:fields.picture')}
        image={tip?.image ?? null}
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
