import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { z } from 'zod/mini';
import {
  StaffAccountChange,
  type StaffAccount,
} from '@portal/api-client/staff-contract/staff-accounts';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useAccountChange } from './account-change.ts';

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
  const { failure, save } = useAccountChange(account, onDone);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ defaultValues: { password: '' }, resolver: zodResolver(NewPassword) });
  const submit = handleSubmit(({ password }) =>
    save({ disabled: false, password }, 'staff-accounts:wasEnabled'),
  );
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
      <FormFooter
        failure={failure}
        saving={isSubmitting}
        saveLabel={t('staff-accounts:enableWithPassword')}
        cancelLabel={t('staff-accounts:cancel')}
        onCancel={onDone}
      />
    </StackForm>
  );
}
