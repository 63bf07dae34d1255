import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@portal/ui/text-field';
import { LocalTipInput, type StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveLocalTip } from '../api/local-tips-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { ConciergeForm, guestTextPaths } from './concierge-form.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const TEXTS = {
  title: { maxLength: CONTENT_TEXT_MAX_LENGTH.name },
  category: { maxLength: CONTENT_TEXT_MAX_LENGTH.category },
  summary: { maxLength: CONTENT_TEXT_MAX_LENGTH.summary, rows: 2 },
  description: { maxLength: CONTENT_TEXT_MAX_LENGTH.description, rows: 5 },
  distance: { maxLength: CONTENT_TEXT_MAX_LENGTH.distance },
} as const;

const FIELDS: readonly Path<LocalTipInput>[] = [...guestTextPaths(TEXTS), 'address', 'picture'];

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
  const { register } = form;
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
    <ConciergeForm
      label={t(tip ? 'concierge:localTips.edit' : 'concierge:localTips.add')}
      form={form}
      content={content}
      texts={TEXTS}
      picture={{ name: 'picture', image: tip?.image ?? null }}
      onSubmit={submit}
      onDone={onDone}
    >
      <TextField
        label={t('concierge:fields.address')}
        maxLength={CONTENT_TEXT_MAX_LENGTH.address}
        autoComplete="off"
        {...register('address')}
        error={problem('address')}
      />
    </ConciergeForm>
  );
}
