import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { z } from 'zod/mini';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import {
  StaffAccountChange,
  type StaffAccount,
} from '@portal/api-client/staff-contract/staff-accounts';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { useAccountChange } from './account-change.ts';
import { roleOptions } from './role-options.ts';

/** Name and role; a new password when one is typed, with the current one for one's own account. */
const AccountDraft = z.object({
  ...z.required(z.pick(StaffAccountChange, { name: true, role: true })).shape,
  password: z.string(),
  currentPassword: z.string(),
});
type AccountDraft = z.infer<typeof AccountDraft>;

function changeOf(
  { name, role, password, currentPassword }: AccountDraft,
  isYou: boolean,
): StaffAccountChange {
  if (password === '') return { name, role };
  return isYou ? { name, role, password, currentPassword } : { name, role, password };
}

/** An account's name and role changed, and its password when a new one is typed. */
export function ChangeAccountForm({
  account,
  isYou,
  onDone,
}: {
  account: StaffAccount;
  isYou: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { failure, save } = useAccountChange(account, onDone);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AccountDraft>({
    defaultValues: { name: account.name, role: account.role, password: '', currentPassword: '' },
    resolver: zodResolver(AccountDraft),
  });
  const submit = handleSubmit((draft) => save(changeOf(draft, isYou), 'staff-accounts:saved'));
  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('staff-accounts:changeOf', { name: account.name })}
    >
      <TextField
        label={t('staff-accounts:name')}
        {...register('name')}
        error={fieldProblem(t, errors.name, t('staff-accounts:fieldNames.name'), getValues('name'))}
      />
      <SelectField
        label={t('staff-accounts:role')}
        options={roleOptions(t)}
        {...register('role')}
      />
      <TextField
        label={t('staff-accounts:newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('staff-accounts:newPasswordHint', { min: STAFF_PASSWORD_LENGTH.min })}
        {...register('password')}
      />
      {/* Only one's own password asks for the current one: a manager resets others' without. */}
      {isYou && (
        <TextField
          label={t('staff-accounts:currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('staff-accounts:currentPasswordHint')}
          {...register('currentPassword')}
        />
      )}
      <FormFooter
        failure={failure}
        saving={isSubmitting}
        saveLabel={t('staff-accounts:save')}
        cancelLabel={t('staff-accounts:cancel')}
        onCancel={onDone}
      />
    </StackForm>
  );
}
