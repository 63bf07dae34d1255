import { useState } from 'react';
import { Controller, useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import type { ImageRef } from '@portal/api-client/contract/common';
import {
  MenuItemInput,
  type StaffMenuCategory,
  type StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import { CONTENT_PRICE_MAX, CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { Actions, FieldPair } from '../../../components/form-parts.ts';
import { PictureField } from '../../../components/picture-field.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveMenuItem, type MenuItemFields } from '../api/menu-queries.ts';
import { MENU_FIELD_RULES } from './menu-field-problem.ts';

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
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const save = useSaveMenuItem();
  const [image, setImage] = useState<ImageRef | null>(item?.image ?? null);
  const form = useForm<MenuItemInput, unknown, MenuItemFields>({
    defaultValues: startingValues(item, categories),
    resolver: zodResolver(MenuItemInput),
  });
  const { register, control, handleSubmit } = form;
  const { problem, failure, clearFailure, refused } = useContentForm(
    form,
    FIELDS,
    MENU_FIELD_RULES,
  );
  const adding = item === null;

  const submit = handleSubmit(async (fields) => {
    clearFailure();
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, item: fields });
      toast.success(
        t(adding ? 'menu:form.added' : 'menu:form.saved', { name: saved.name[language] }),
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
        adding ? t('menu:form.addTitle') : t('menu:form.editTitle', { name: item.name[language] })
      }
    >
      <BilingualField
        label={t('menu:form.name')}
        registered={{ en: register('name.en'), vi: register('name.vi') }}
        problems={{ en: problem('name.en'), vi: problem('name.vi') }}
        maxLength={CONTENT_TEXT_MAX_LENGTH.name}
      />
      <BilingualField
        label={t('menu:form.description')}
        registered={{ en: register('description.en'), vi: register('description.vi') }}
        problems={{ en: problem('description.en'), vi: problem('description.vi') }}
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
      <Controller
        control={control}
        name="picture"
        render={({ field }) => (
          <PictureField
            label={t('menu:form.picture')}
            image={image}
            onUploaded={(uploaded) => {
              setImage(uploaded.image);
              field.onChange(uploaded.picture);
            }}
            error={problem('picture')}
          />
        )}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={save.isPending}>
          {t('menu:form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('menu:form.cancel')}
        </Button>
      </Actions>
    </StackForm>
  );
}
