import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ImageRef } from '@portal/api-client/contract/common';
import { StackForm } from '@portal/ui/stack';
import { TextField, type TextFieldProps } from '@portal/ui/text-field';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormPicture } from '../../../components/picture-field.tsx';
import type { useContentForm } from '../../../hooks/use-content-form.ts';

/** The guest texts of an entry, each written in both languages: its longest length and rows. */
export type GuestTexts<K extends string> = Readonly<
  Record<K, { readonly maxLength: number; readonly rows?: number }>
>;

const LANGUAGES = ['en', 'vi'] as const;

/** Every input of the guest texts (`title.en`, `title.vi`, …), for the form's list of fields. */
export function guestTextPaths<K extends string>(texts: GuestTexts<K>) {
  return (Object.keys(texts) as K[]).flatMap((text) =>
    LANGUAGES.map((language) => `${text}.${language}` as const),
  );
}

interface ConciergeFormProps<T extends FieldValues, O> {
  label: string;
  form: UseFormReturn<T, unknown, O>;
  content: ReturnType<typeof useContentForm<T, unknown, O>>;
  texts: GuestTexts<string>;
  picture: { name: Path<T>; image: ImageRef | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onDone: () => void;
  /** The entry's own fields, between its texts and its picture. */
  children?: ReactNode;
}

/**
 * What every entry of the concierge's content is edited with: its guest texts in both languages,
 * its own fields, its picture, and Save / Cancel with the API's refusal above them.
 */
export function ConciergeForm<T extends FieldValues, O>({
  label,
  form,
  content,
  texts,
  picture,
  onSubmit,
  onDone,
  children,
}: ConciergeFormProps<T, O>) {
  const { t } = useTranslation();
  return (
    <StackForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      {Object.entries(texts).map(([text, { maxLength, rows }]) => (
        <BilingualField
          key={text}
          label={t(`concierge:fields.${text}`)}
          {...content.bilingual(text)}
          maxLength={maxLength}
          rows={rows}
        />
      ))}
      {children}
      <FormPicture
        control={form.control}
        name={picture.name}
        label={t('concierge:fields.picture')}
        image={picture.image}
        error={content.problem(picture.name)}
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

/** A count or an amount in whole units (a price in đồng, seats, a percentage). */
export function WholeNumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}
