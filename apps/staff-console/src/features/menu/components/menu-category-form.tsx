import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { MenuCategoryInput, type StaffMenuCategory } from '@portal/api-client/staff-contract/menu';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { useSaveMenuCategory, type MenuCategoryFields } from '../api/menu-queries.ts';
import { BilingualField } from './bilingual-field.tsx';
import { FormActions } from './form-parts.ts';
import { useMenuForm } from './use-menu-form.ts';

const FIELDS: readonly Path<MenuCategoryInput>[] = ['name.en', 'name.vi'];

interface MenuCategoryFormProps {
  /** The category to rename, or null to add one. */
  category: StaffMenuCategory | null;
  onDone: () => void;
}

/** A category added at the end of the menu, or renamed, in both languages. */
export function MenuCategoryForm({ category, onDone }: MenuCategoryFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const save = useSaveMenuCategory();
  const form = useForm<MenuCategoryInput, unknown, MenuCategoryFields>({
    defaultValues: { name: category?.name ?? { en: '', vi: '' } },
    resolver: zodResolver(MenuCategoryInput),
  });
  const { register, handleSubmit } = form;
  const { problem, failure, clearFailure, refused } = useMenuForm(form, FIELDS, (path) =>
    t('menu:inLanguage', {
      field: t('menu:fieldNames.category'),
      language: t(`menu:languages.${path === 'name.vi' ? 'vi' : 'en'}`),
    }),
  );

  const submit = handleSubmit(async (fields) => {
    clearFailure();
    try {
      const saved = await save.mutateAsync({ id: category?.id ?? null, category: fields });
      toast.success(
        t(category ? 'menu:category.renamed' : 'menu:category.added', {
          name: saved.name[language],
        }),
      );
      onDone();
    } catch (error) {
      refused(error);
    }
  }, clearFailure);

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
        registered={{ en: register('name.en'), vi: register('name.vi') }}
        problems={{ en: problem('name.en'), vi: problem('name.vi') }}
        maxLength={CONTENT_TEXT_MAX_LENGTH.category}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          {t('menu:form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('menu:form.cancel')}
        </Button>
      </FormActions>
    </StackForm>
  );
}
