import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateField } from '@portal/ui/date-field';
import { OfferInput, type StaffOffer } from '@portal/api-client/staff-contract/concierge';
import {
  CONTENT_NUMBER_LIMITS,
  CONTENT_TEXT_MAX_LENGTH,
} from '@portal/api-client/rules/hotel-content';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useSaveOffer } from '../api/offers-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { FieldRow } from './content-parts.ts';
import { ConciergeForm, guestTextPaths, WholeNumberField } from './concierge-form.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const TEXTS = {
  title: { maxLength: CONTENT_TEXT_MAX_LENGTH.name },
  summary: { maxLength: CONTENT_TEXT_MAX_LENGTH.summary, rows: 2 },
  description: { maxLength: CONTENT_TEXT_MAX_LENGTH.description, rows: 5 },
  terms: { maxLength: CONTENT_TEXT_MAX_LENGTH.terms, rows: 4 },
} as const;

const FIELDS: readonly Path<OfferInput>[] = [
  ...guestTextPaths(TEXTS),
  'picture',
  'validFrom',
  'validTo',
  'price',
  'discountPercent',
];

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
  const { register } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = content.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: offer?.id ?? null, offer: values });
    toast.success(t('concierge:offers.saved', { title: saved.title[language] }));
    onDone();
  });

  return (
    <ConciergeForm
      label={t(offer ? 'concierge:offers.edit' : 'concierge:offers.add')}
      form={form}
      content={content}
      texts={TEXTS}
      picture={{ name: 'picture', image: offer?.image ?? null }}
      onSubmit={submit}
      onDone={onDone}
    >
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
        <WholeNumberField
          label={t('concierge:fields.price')}
          hint={t('concierge:offers.priceHint')}
          {...CONTENT_NUMBER_LIMITS.price}
          {...register('price', { setValueAs: numberOrNone })}
          error={problem('price')}
        />
        <WholeNumberField
          label={t('concierge:fields.discountPercent')}
          hint={t('concierge:offers.discountHint')}
          {...CONTENT_NUMBER_LIMITS.discountPercent}
          {...register('discountPercent', { setValueAs: numberOrNone })}
          error={problem('discountPercent')}
        />
      </FieldRow>
    </ConciergeForm>
  );
}
