import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@portal/ui/checkbox';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import {
  MenuItemInput,
  type StaffMenuCategory,
  type StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import { CONTENT_PRICE_MAX, CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FieldPair } from '../../../components/form-parts.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormPicture } from '../../../components/picture-field.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveMenuItem, type MenuItemFields } from '../api/menu-queries.ts';
import { MENU_FIELD_RULES } from './menu-field-problem.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const FIELDS: readonly Path<MenuItemInput>[] = [
  'name.en',
  'name.vi',
  'description.en',
  'description.vi',
  'price',
  'categoryId',
  'available',
  'picture',
];

function startingValues(
  item: StaffMenuItem | null,
  categories: readonly StaffMenuCategory[],
): DefaultValues<MenuItemInput> {
  if (item) {
    const { categoryId, name, description, price, available, picture } = item;
    return { categoryId, name, description, price, available, picture };
  }
  return {
    categoryId: categories[0]?.id ?? '',
    name: { en: '', vi: '' },
    description: { en: '', vi: '' },
    available: true,
    picture: '',
  };
}

interface MenuItemFormProps {
  /** The item to change, or null to add one. */
  item: StaffMenuItem | null;
  categories: readonly StaffMenuCategory[];
  onDone: () => void;
}

/** An item added or changed: names and descriptions in both languages, price, category, picture. */
export function MenuItemForm({ item, categories, onDone }: MenuItemFormProps) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveMenuItem();
  const form = useForm<MenuItemInput, unknown, MenuItemFields>({
    defaultValues: startingValues(item, categories),
    resolver: zodResolver(MenuItemInput),
  });
  const { register, control } = form;
  const { problem, bilingual, failure, submitWith } = useContentForm(
    form,
    FIELDS,
    MENU_FIELD_RULES,
  );
  const adding = item === null;

  const submit = submitWith(async (fields) => {
    const saved = await save.mutateAsync({ id: item?.id ?? null, item: fields });
    toast.success(
      t(adding ? 'menu:form.added' : 'menu:form.saved', { name: saved.name[language] }),
    );
    onDone();
  });

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={
        adding ? t('menu:form.addTitle') : t('menu:form.editTitle', { name: item.name[language] })
      }
    >
      <BilingualField
        label={t('menu:form.name')}
        {...bilingual('name')}
        maxLength={CONTENT_TEXT_MAX_LENGTH.name}
      />
      <BilingualField
        label={t('menu:form.description')}
        {...bilingual('description')}
        maxLength={CONTENT_TEXT_MAX_LENGTH.description}
        rows={3}
      />
      <FieldPair>
        <TextField
          label={t('menu:form.price')}
          hint={t('menu:form.priceHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={CONTENT_PRICE_MAX}
          step={1}
          {...register('price', { valueAsNumber: true })}
          error={problem('price')}
        />
        <SelectField
          label={t('menu:form.category')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name[language],
          }))}
          {...register('categoryId')}
          error={problem('categoryId')}
        />
      </FieldPair>
      <Checkbox label={t('menu:form.available')} {...register('available')} />
      <FormPicture
        control={control}
        name="picture"
        label={t('menu:form.picture')}
        image={item?.image ?? null}
        error={problem('picture')}
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
