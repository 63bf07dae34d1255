import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { z } from 'zod/mini';
import {
  StaffAccountChange,
  type StaffAccount,
} from '@portal/api-client/staff-contract/staff-accounts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { useUpdateStaffAccount } from '../api/staff-accounts-queries.ts';
import { CardActions } from './card-actions.ts';

const NewPassword = z.required(z.pick(StaffAccountChange, { password: true }));
type NewPassword = z.infer<typeof NewPassword>;

/**
 * An account still on its published demo password is enabled only with a new one
 * (`NEW_PASSWORD_REQUIRED`): the card asks for it here, and keeps what was typed on a refusal.
 */
export function EnableWithPasswordForm({
  account,
  onDone,
}: {
  account: StaffAccount;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaffAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ defaultValues: { password: '' }, resolver: zodResolver(NewPassword) });
  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({
        id: account.id,
        change: { disabled: false, password },
      });
      toast.success(t('staff-accounts:wasEnabled', { name: saved.name }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('staff-accounts:enableWithPasswordOf', { name: account.name })}
    >
      <Stack $gap={2}>
        <Alert tone="info">{t('errors.NEW_PASSWORD_REQUIRED')}</Alert>
        <TextField
          label={t('staff-accounts:newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('staff-accounts:passwordHint', { min: STAFF_PASSWORD_LENGTH.min })}
          {...register('password')}
          error={fieldProblem(
            t,
            errors.password,
            t('staff-accounts:fieldNames.password'),
            getValues('password'),
          )}
        />
      </Stack>
      {failure && <Alert tone="error">{failure}</Alert>}
      <CardActions>
        <Button type="submit" loading={isSubmitting}>
          {t('staff-accounts:enableWithPassword')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('staff-accounts:cancel')}
        </Button>
      </CardActions>
    </StackForm>
  );
}
