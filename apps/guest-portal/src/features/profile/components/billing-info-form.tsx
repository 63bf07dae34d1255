import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BillingInfo } from '@portal/api-client/contract/session';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useSessionDraft } from '../../../hooks/use-session-draft.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import { BILLING_MAX_LENGTH } from '@portal/api-client/rules/limits';
import {
  billingProblemsFromServer,
  checkBilling,
  trimBilling,
  type BillingField,
  type BillingProblems,
} from '../billing-rules.ts';

const FIELDS: { field: BillingField; type: 'text' | 'email'; autoComplete: string }[] = [
  { field: 'taxCode', type: 'text', autoComplete: 'off' },
  { field: 'businessName', type: 'text', autoComplete: 'organization' },
  { field: 'address', type: 'text', autoComplete: 'street-address' },
  { field: 'email', type: 'email', autoComplete: 'email' },
];

/** The billing information the hotel puts on invoices; every field may stay empty. */
export function BillingInfoForm({
  billing,
  onSaved,
}: {
  billing: BillingInfo;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, forget } = useSessionDraft('billing-info', () => billing);
  const [problems, setProblems] = useState<BillingProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const problemText = (field: BillingField) => {
    const problem = problems[field];
    if (problem === 'invalidEmail') return t('validation.invalidEmail');
    if (problem === 'tooLong') return t('profile:tooLong', { max: BILLING_MAX_LENGTH[field] });
    return undefined;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = checkBilling(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await withLoading(() =>
        guestApi.updateBillingInfo({ body: trimBilling(draft) }),
      );
      forget();
      setDraft(saved);
      toast.success(t('profile:billingSaved'));
      await onSaved();
    } catch (error) {
      const fromServer = billingProblemsFromServer(error);
      setProblems(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(errorMessage(t, error));
    }
  }

  return (
    <StackForm onSubmit={save} noValidate aria-labelledby="billing-title">
      {FIELDS.map(({ field, type, autoComplete }) => (
        <TextField
          key={field}
          name={field}
          type={type}
          autoComplete={autoComplete}
          label={t(`profile:billing.${field}`)}
          placeholder={t('validation.pleaseEnter', { value: t(`profile:billingName.${field}`) })}
          value={draft[field]}
          onChange={(event) => {
            const value = event.target.value;
            setDraft((current) => ({ ...current, [field]: value }));
            setProblems((current) => ({ ...current, [field]: undefined }));
          }}
          error={problemText(field)}
        />
      ))}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" fullWidth>
        {t('profile:saveBilling')}
      </Button>
    </StackForm>
  );
}
