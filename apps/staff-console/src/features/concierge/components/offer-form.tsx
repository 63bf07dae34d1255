import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateField } from '@portal/ui/date-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { OfferInput, type StaffOffer } from '@portal/api-client/staff-contract/concierge';
import {
  CONTENT_NUMBER_LIMITS,
  CONTENT_TEXT_MAX_LENGTH,
} from '@portal/api-client/rules/hotel-content';
import { BilingualField } from '../../../components/bilingual-field.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormPicture } from '../../../components/picture-field.tsx';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveOffer } from '../api/offers-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { FieldRow } from './content-parts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const TEXTS = ['title', 'summary', 'description', 'terms'] as const;

const FIELDS: readonly Path<OfferInput>[] = [
  ...TEXTS.flatMap((text) => [`${text}.en`, `${text}.vi`] as const),
  'picture',
  'validFrom',
  'validTo',
  'price',
  'discountPercent',
];

const LENGTHS = {
  title: CONTENT_TEXT_MAX_LENGTH.name,
  summary: CONTENT_TEXT_MAX_LENGTH.summary,
  description: CONTENT_TEXT_MAX_LENGTH.description,
  terms: CONTENT_TEXT_MAX_LENGTH.terms,
} as const;

const ROWS = { title: undefined, summary: 2, description: 5, terms: 4 } as const;

const NO_TEXT = { en: '', vi: '' };

/** An empty number field is "none" (no price, no discount), not zero. */
function numberOrNone(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

function valuesOf(offer: StaffOffer | null): OfferInput {
  if (!offer) {
    return {
      title: NO_TEXT,
      summary: NO_TEXT,
      description: NO_TEXT,
      terms: NO_TEXT,
      picture: '',
      validFrom: '',
      validTo: '',
      price: null,
      discountPercent: null,
    };
  }
  return {
    title: offer.title,
    summary: offer.summary,
    description: offer.description,
    terms: offer.terms,
    picture: offer.picture,
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    price: offer.price,
    discountPercent: offer.discountPercent,
  };
}

/** An offer added (no offer) or changed: texts in both languages, its days, price and discount. */
export function OfferForm({ offer, onDone }: { offer: StaffOffer | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveOffer();
  const form = useForm<OfferInput>({
    defaultValues: valuesOf(offer),
    resolver: zodResolver(OfferInput),
  });
  const { register, control } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = content.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: offer?.id ?? null, offer: values });
    toast.success(t('concierge:offers.saved', { title: saved.title[language] }));
    onDone();
  });

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(offer ? 'concierge:offers.edit' : 'concierge:offers.add')}
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
        <DateField
          label={t('concierge:fields.validFrom')}
          {...register('validFrom')}
          error={problem('validFrom')}
        />
        <DateField
          label={t('concierge:fields.validTo')}
          {...register('validTo')}
          error={problem('validTo')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={t('concierge:fields.price')}
          hint={t('concierge:offers.priceHint')}
          type="number"
          inputMode="numeric"
          {...CONTENT_NUMBER_LIMITS.price}
          step={1}
          {...register('price', { setValueAs: numberOrNone })}
          error={problem('price')}
        />
        <TextField
          label={t('concierge:fields.discountPercent')}
          hint={t('concierge:offers.discountHint')}
          type="number"
          inputMode="numeric"
          {...CONTENT_NUMBER_LIMITS.discountPercent}
          step={1}
          {...register('discountPercent', { setValueAs: numberOrNone })}
          error={problem('discountPercent')}
        />
      </FieldRow>
      <FormPicture
        control={control}
        name="picture"
        label={t('concierge:fields.picture')}
        image={offer?.image ?? null}
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
