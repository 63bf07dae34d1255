import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { StackForm } from '@portal/ui/stack';
import { MenuCategoryInput, type StaffMenuCategory } from '@portal/api-client/staff-contract/menu';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { inLanguage } from '../../../lib/field-names.ts';
import type { FieldProblemRules } from '../../../lib/field-problem.ts';
import { useSaveMenuCategory, type MenuCategoryFields } from '../api/menu-queries.ts';
import { MENU_FIELD_RULES } from './menu-field-problem.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const FIELDS: readonly Path<MenuCategoryInput>[] = ['name.en', 'name.vi'];

/** The menu's rules, the name said as the category's: "category name (English)". */
const CATEGORY_FIELD_RULES: FieldProblemRules = {
  ...MENU_FIELD_RULES,
  nameOf: (t, path) =>
    inLanguage(t, t('menu:fieldNames.category'), path === 'name.vi' ? 'vi' : 'en'),
};

interface MenuCategoryFormProps {
  /** The category to rename, or null to add one. */
  category: StaffMenuCategory | null;
  onDone: () => void;
}

/** A category added at the end of the menu, or renamed, in both languages. */
export function MenuCategoryForm({ category, onDone }: MenuCategoryFormProps) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveMenuCategory();
  const form = useForm<MenuCategoryInput, unknown, MenuCategoryFields>({
    defaultValues: { name: category?.name ?? { en: '', vi: '' } },
    resolver: zodResolver(MenuCategoryInput),
  });
  const { bilingual, failure, submitWith } = useContentForm(form, FIELDS, CATEGORY_FIELD_RULES);

  const submit = submitWith(async (fields) => {
    const saved = await save.mutateAsync({ id: category?.id ?? null, category: fields });
    toast.success(
      t(category ? 'menu:category.renamed' : 'menu:category.added', {
        name: saved.name[language],
      }),
    );
    onDone();
  });

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={
        category
          ? t('menu:category.renameTitle', { name: category.name[language] })
          : t('menu:category.addTitle')
      }
    >
      <BilingualField
        label={t('menu:category.name')}
        {...bilingual('name')}
        maxLength={CONTENT_TEXT_MAX_LENGTH.category}
      />
      <FormFooter
        failure={failure}
        saving={save.isPending}
        saveLabel={t('menu:form.save')}
        cancelLabel={t('menu:form.cancel')}
        onCancel={onDone}
      />
    </StackForm>
  );
}
