import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@portal/ui/toast';
import { StackForm } from '@portal/ui/stack';
import {
  QUICK_REPLY_TEXT_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX_LENGTH,
} from '@portal/api-client/rules/conversation';
import { QuickReplyInput, type QuickReply } from '@portal/api-client/staff-contract/inbox';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { fieldNameOf } from '../../../lib/field-names.ts';
import { isBlank, type FieldProblemRules } from '../../../lib/field-problem.ts';
import { useSaveQuickReply } from '../api/inbox-queries.ts';

const FIELDS: readonly Path<QuickReplyInput>[] = ['title.en', 'title.vi', 'text.en', 'text.vi'];

const MAX_LENGTH = { title: QUICK_REPLY_TITLE_MAX_LENGTH, text: QUICK_REPLY_TEXT_MAX_LENGTH };

const RULES: FieldProblemRules = {
  fieldOfCode: {},
  refusedKey: 'inbox:quickReplies.problem.refused',
  nameOf: (t, path) => fieldNameOf(t, 'inbox', path),
  schemaProblem: (t, { path, name, value }) => {
    if (isBlank(value)) return t('inbox:quickReplies.problem.missing', { field: name });
    const max = path.startsWith('title') ? MAX_LENGTH.title : MAX_LENGTH.text;
    return t('inbox:quickReplies.problem.tooLong', { field: name, max });
  },
};

const EMPTY: QuickReplyInput = { title: { en: '', vi: '' }, text: { en: '', vi: '' } };

/** A quick reply added (none given) or changed: its title and text in English and Vietnamese. */
export function QuickReplyForm({
  quickReply,
  onDone,
}: {
  quickReply: QuickReply | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveQuickReply();
  const form = useForm<QuickReplyInput>({
    defaultValues: quickReply ? { title: quickReply.title, text: quickReply.text } : EMPTY,
    resolver: zodResolver(QuickReplyInput),
  });
  const content = useContentForm(form, FIELDS, RULES);

  const submit = content.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: quickReply?.id ?? null, quickReply: values });
    toast.success(t('inbox:quickReplies.saved', { title: saved.title[language] }));
    onDone();
  });

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(quickReply ? 'inbox:quickReplies.editTitle' : 'inbox:quickReplies.add')}
    >
      <BilingualField
        label={t('inbox:quickReplies.fields.title')}
        {...content.bilingual('title')}
        maxLength={MAX_LENGTH.title}
      />
      <BilingualField
        label={t('inbox:quickReplies.fields.text')}
        {...content.bilingual('text')}
        maxLength={MAX_LENGTH.text}
        rows={5}
      />
      <FormFooter
        failure={content.failure}
        saving={form.formState.isSubmitting}
        saveLabel={t('inbox:quickReplies.save')}
        cancelLabel={t('inbox:quickReplies.cancel')}
        onCancel={onDone}
      />
    </StackForm>
  );
}
