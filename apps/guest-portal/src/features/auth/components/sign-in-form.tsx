import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '@portal/web-platform/error-message';
import {
  checkSignIn,
  readSignInDraft,
  SIGN_IN_FIELDS,
  type SignInDraft,
  type SignInField,
  type SignInProblems,
} from '../sign-in-rules.ts';

export interface SignInFormProps {
  onSignIn: (draft: SignInDraft) => Promise<void>;
}

/**
 * The sign-in form keeps its values in the fields themselves and checks them with its own rules:
 * the first screen loads no form library (ADR 0009), and what was typed before the page's script
 * arrived is what is sent.
 */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  // Several guests of the reservation share the surname: the hotel asks who is signing in.
  const [askGivenName, setAskGivenName] = useState(false);
  const [problems, setProblems] = useState<SignInProblems>({});
  // Once a sign-in was tried, each change checks the form again, so a fixed field is cleared.
  const [tried, setTried] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fieldName = (field: SignInField) => t(`validation.fieldNames.${field}`);
  const problemText = (field: SignInField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem === 'invalidEmail'
      ? t('validation.invalidEmail')
      : t('validation.missing', { value: fieldName(field) });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const draft = readSignInDraft(form);
    const found = checkSignIn(draft, { askGivenName });
    setTried(true);
    setProblems(found);
    setFailure(null);
    const firstProblem = SIGN_IN_FIELDS.find((field) => found[field]);
    if (firstProblem) {
      const field = form.elements.namedItem(firstProblem);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSignIn(draft);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'GIVEN_NAME_REQUIRED')
        setAskGivenName(true);
      setFailure(errorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <StackForm
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        if (tried) setProblems(checkSignIn(readSignInDraft(event.currentTarget), { askGivenName }));
      }}
      noValidate
      aria-label={t('signIn')}
    >
      <TextField
        name="reservation"
        label={t('reservation')}
        autoComplete="off"
        placeholder={t('validation.pleaseEnter', { value: fieldName('reservation') })}
        hint={t('reservationHint')}
        error={problemText('reservation')}
      />
      <TextField
        name="arrivalDate"
        label={t('arrivalDate')}
        type="date"
        error={problemText('arrivalDate')}
      />
      <TextField
        name="surname"
        label={t('surname')}
        autoComplete="family-name"
        placeholder={t('validation.pleaseEnter', { value: fieldName('surname') })}
        error={problemText('surname')}
      />
      {askGivenName && (
        <TextField
          name="givenName"
          label={t('givenName')}
          autoComplete="given-name"
          placeholder={t('validation.pleaseEnter', { value: fieldName('givenName') })}
          hint={t('givenNameHint')}
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
