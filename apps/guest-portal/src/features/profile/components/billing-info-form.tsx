import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInfo } from '@portal/api-client/contract/session';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useDraftForm } from '../../../hooks/use-draft-form.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { refusedFields } from '../../../lib/field-problem.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { BILLING_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { BILLING_FIELDS, billingResolver, type BillingField } from '../billing-rules.ts';
import { toast } from '../../../lib/toast.ts';

const INPUT: Record<BillingField, { type: 'text' | 'email'; autoComplete: string }> = {
  taxCode: { type: 'text', autoComplete: 'off' },
  businessName: { type: 'text', autoComplete: 'organization' },
  address: { type: 'text', autoComplete: 'street-address' },
  email: { type: 'email', autoComplete: 'email' },
};

/** The billing information the hotel puts on invoices; every field may stay empty. */
export function BillingInfoForm({
  billing,
  onSaved,
}: {
  billing: BillingInfo;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const { form, forget } = useDraftForm<BillingInfo>('billing-info', () => billing, {
    resolver: billingResolver,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const problemText = (field: BillingField) => {
    if (!errors[field]) return undefined;
    return field === 'email'
      ? t('validation.invalidEmail')
      : t('tooLong', { max: BILLING_MAX_LENGTH[field] });
  };

  const save = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await withLoading(() => guestApi.updateBillingInfo({ body: values }));
        forget();
        reset(saved);
        toast.success(t('billingSaved'));
        await onSaved();
      } catch (error) {
        const refused = refusedFields(error, 'body').filter(
          (
            issue,
          ): issue is {
            path: BillingField;
            message: string;
          } => BILLING_FIELDS.some((field) => field === issue.path),
        );
        refused.forEach(({ path, message }, index) =>
          setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (refused.length === 0) setFailure(errorMessage(t, error));
      }
    },
    () => setFailure(null),
  );

  return (
    <StackForm onSubmit={(event) => void save(event)} noValidate aria-labelledby="billing-title">
      {BILLING_FIELDS.map((field) => (
        <TextField
          key={field}
          {...register(field)}
          type={INPUT[field].type}
          autoComplete={INPUT[field].autoComplete}
          label={t(`billing.${field}`)}
          placeholder={t('validation.pleaseEnter', { value: t(`billingName.${field}`) })}
          error={problemText(field)}
        />
      ))}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" fullWidth>
        {t('saveBilling')}
      </Button>
    </StackForm>
  );
}
