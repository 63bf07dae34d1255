import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  checkSignIn,
  type SignInDraft,
  type SignInField,
  type SignInProblem,
} from '../sign-in-rules.ts';

export interface SignInFormProps {
  onSignIn: (draft: SignInDraft) => Promise<void>;
}

export function SignInForm({ onSignIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SignInDraft>({
    reservation: '',
    arrivalDate: '',
    surname: '',
    givenName: '',
  });
  // Several guests of the reservation share the surname: the hotel asks who is signing in.
  const [askGivenName, setAskGivenName] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<SignInField, SignInProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldName = (field: SignInField) => t(`validation.fieldNames.${field}`);
  const problemText = (field: SignInField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem === 'invalidEmail'
      ? t('validation.invalidEmail')
      : t('validation.missing', { value: fieldName(field) });
  };
  const update = (field: SignInField) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkSignIn(draft, { askGivenName });
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSignIn(draft);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'GIVEN_NAME_REQUIRED')
        setAskGivenName(true);
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StackForm onSubmit={submit} noValidate aria-label={t('auth:signIn')}>
      <TextField
        label={t('auth:reservation')}
        name="reservation"
        autoComplete="off"
        placeholder={t('validation.pleaseEnter', { value: fieldName('reservation') })}
        hint={t('auth:reservationHint')}
        value={draft.reservation}
        onChange={update('reservation')}
        error={problemText('reservation')}
      />
      <TextField
        label={t('auth:arrivalDate')}
        name="arrivalDate"
        type="date"
        value={draft.arrivalDate}
        onChange={update('arrivalDate')}
        error={problemText('arrivalDate')}
      />
      <TextField
        label={t('auth:surname')}
        name="surname"
        autoComplete="family-name"
        placeholder={t('validation.pleaseEnter', { value: fieldName('surname') })}
        value={draft.surname}
        onChange={update('surname')}
        error={problemText('surname')}
      />
      {askGivenName && (
        <TextField
          label={t('auth:givenName')}
          name="givenName"
          autoComplete="given-name"
          placeholder={t('validation.pleaseEnter', { value: fieldName('givenName') })}
          hint={t('auth:givenNameHint')}
          value={draft.givenName}
          onChange={update('givenName')}
          error={problemText('givenName')}
        />
      )}
      {failure && (
        <Alert tone="error" id="sign-in-failure">
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={busy}>
        {t('auth:signIn')}
      </Button>
    </StackForm>
  );
}
