import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  signInResolver,
  type SignInContext,
  type SignInDraft,
  type SignInField,
} from '../sign-in-rules.ts';

export interface SignInFormProps {
  onSignIn: (draft: SignInDraft) => Promise<void>;
}

export function SignInForm({ onSignIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  // Several guests of the reservation share the surname: the hotel asks who is signing in.
  const [askGivenName, setAskGivenName] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInDraft, SignInContext>({
    defaultValues: { reservation: '', arrivalDate: '', surname: '', givenName: '' },
    resolver: signInResolver,
    context: { askGivenName },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const fieldName = (field: SignInField) => t(`validation.fieldNames.${field}`);
  const problemText = (field: SignInField) => {
    const problem = errors[field]?.type;
    if (!problem) return undefined;
    return problem === 'invalidEmail'
      ? t('validation.invalidEmail')
      : t('validation.missing', { value: fieldName(field) });
  };

  const submit = handleSubmit(
    async (draft) => {
      setFailure(null);
      try {
        await onSignIn(draft);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'GIVEN_NAME_REQUIRED')
          setAskGivenName(true);
        setFailure(errorMessage(t, error));
      }
    },
    () => setFailure(null),
  );

  return (
    <StackForm onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn')}>
      <TextField
        label={t('reservation')}
        autoComplete="off"
        placeholder={t('validation.pleaseEnter', { value: fieldName('reservation') })}
        hint={t('reservationHint')}
        {...register('reservation')}
        error={problemText('reservation')}
      />
      <TextField
        label={t('arrivalDate')}
        type="date"
        {...register('arrivalDate')}
        error={problemText('arrivalDate')}
      />
      <TextField
        label={t('surname')}
        autoComplete="family-name"
        placeholder={t('validation.pleaseEnter', { value: fieldName('surname') })}
        {...register('surname')}
        error={problemText('surname')}
      />
      {askGivenName && (
        <TextField
          label={t('givenName')}
          autoComplete="given-name"
          placeholder={t('validation.pleaseEnter', { value: fieldName('givenName') })}
          hint={t('givenNameHint')}
          {...register('givenName')}
          error={problemText('givenName')}
        />
      )}
      {failure && (
        <Alert tone="error" id="sign-in-failure">
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={isSubmitting}>
        {t('signIn')}
      </Button>
    </StackForm>
  );
}
