import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import {
  NewStaffAccount,
  type NewStaffAccount as NewAccountDraft,
} from '@portal/api-client/staff-contract/staff-accounts';
import { errorMessage } from '@portal/web-platform/error-message';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { useAddStaffAccount } from '../api/staff-accounts-queries.ts';
import { roleOptions } from './role-options.ts';

const EMPTY: NewAccountDraft = { email: '', name: '', role: 'front-desk', password: '' };

/** The manager adds an account; the API's refusal (e-mail taken, weak password) stays on the form. */
export function AddAccountForm() {
  const { t } = useTranslation();
  const add = useAddStaffAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewAccountDraft>({ defaultValues: EMPTY, resolver: zodResolver(NewStaffAccount) });

  const problem = (field: keyof NewAccountDraft) =>
    fieldProblem(t, errors[field], t(`staff-accounts:fieldNames.${field}`), getValues(field));

  const submit = handleSubmit(
    async (draft) => {
      setFailure(null);
      try {
        const account = await add.mutateAsync(draft);
        reset(EMPTY);
        toast.success(t('staff-accounts:added', { name: account.name }));
      } catch (error) {
        setFailure(errorMessage(t, error));
      }
    },
    () => setFailure(null),
  );

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('staff-accounts:addTitle')}
    >
      <TextField
        label={t('staff-accounts:email')}
        type="email"
        autoComplete="off"
        {...register('email')}
        error={problem('email')}
      />
      <TextField
        label={t('staff-accounts:name')}
        autoComplete="off"
        {...register('name')}
        error={problem('name')}
      />
      <SelectField
        label={t('staff-accounts:role')}
        options={roleOptions(t)}
        {...register('role')}
        error={problem('role')}
      />
      <TextField
        label={t('staff-accounts:password')}
        type="password"
        autoComplete="new-password"
        hint={t('staff-accounts:passwordHint', { min: STAFF_PASSWORD_LENGTH.min })}
        {...register('password')}
        error={problem('password')}
      />
      {failure && (
        <Alert tone="error" id="add-account-failure">
          {failure}
        </Alert>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('staff-accounts:add')}
      </Button>
    </StackForm>
  );
}
