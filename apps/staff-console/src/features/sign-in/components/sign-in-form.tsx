import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import {
  StaffSignInRequest,
  type StaffSignInRequest as SignInDraft,
} from '@portal/api-client/staff-contract/staff-session';
import { errorMessage } from '@portal/web-platform/error-message';
import { fieldProblem } from '../../../lib/field-problem.ts';

export interface SignInFormProps {
  onSignIn: (draft: SignInDraft) => Promise<void>;
}

/** E-mail and password; a refusal is shown in the staff member's language and nothing typed is lost. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInDraft>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(StaffSignInRequest),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(
    async (draft) => {
      setFailure(null);
      try {
        await onSignIn(draft);
      } catch (error) {
        setFailure(errorMessage(t, error));
      }
    },
    () => setFailure(null),
  );

  return (
    <StackForm onSubmit={(event) => void submit(event)} noValidate aria-label={t('sign-in:signIn')}>
      <TextField
        label={t('sign-in:email')}
        type="email"
        autoComplete="username"
        {...register('email')}
        error={fieldProblem(t, errors.email, t('sign-in:fieldNames.email'), getValues('email'))}
      />
      <TextField
        label={t('sign-in:password')}
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={fieldProblem(
          t,
          errors.password,
          t('sign-in:fieldNames.password'),
          getValues('password'),
        )}
      />
      {failure && (
        <Alert tone="error" id="sign-in-failure">
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('sign-in:signIn')}
      </Button>
    </StackForm>
  );
}
