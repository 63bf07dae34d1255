import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SignInRequest } from '@portal/api-client/contract/session';
import { EMAIL_PATTERN } from '@portal/api-client/rules/patterns';

export interface SignInDraft {
  reservation: string;
  arrivalDate: string;
  surname: string;
  /** Shown once the hotel answers GIVEN_NAME_REQUIRED: several guests share the surname. */
  givenName: string;
}

export type SignInField = keyof SignInDraft;
const SIGN_IN_FIELDS: readonly SignInField[] = [
  'reservation',
  'arrivalDate',
  'surname',
  'givenName',
];
export type SignInProblem = 'missing' | 'invalidEmail';

/** The form's own quick check; the server checks again. */
export function checkSignIn(
  draft: SignInDraft,
  { askGivenName = false }: { askGivenName?: boolean } = {},
): Partial<Record<SignInField, SignInProblem>> {
  const problems: Partial<Record<SignInField, SignInProblem>> = {};
  const required = askGivenName
    ? (['reservation', 'arrivalDate', 'surname', 'givenName'] as const)
    : (['reservation', 'arrivalDate', 'surname'] as const);
  for (const field of required) {
    if (!draft[field].trim()) problems[field] = 'missing';
  }
  const reservation = draft.reservation.trim();
  if (reservation.includes('@') && !EMAIL_PATTERN.test(reservation)) {
    problems.reservation = 'invalidEmail';
  }
  return problems;
}

export interface SignInContext {
  /** The hotel answered GIVEN_NAME_REQUIRED: the given name is asked for too. */
  askGivenName: boolean;
}

/**
 * The form's check as a react-hook-form resolver, without zod (ADR 0004): each problem is the
 * error's type ('missing' or 'invalidEmail').
 */
export const signInResolver: Resolver<SignInDraft, SignInContext> = (values, context) => {
  const problems = checkSignIn(values, { askGivenName: context?.askGivenName ?? false });
  const errors: FieldErrors<SignInDraft> = {};
  for (const field of SIGN_IN_FIELDS) {
    const problem = problems[field];
    if (problem) errors[field] = { type: problem, message: problem };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** What the sign-in call sends: the given name only when one was typed. */
export function signInBody(draft: SignInDraft): SignInRequest {
  const givenName = draft.givenName.trim();
  return {
    reservation: draft.reservation.trim(),
    arrivalDate: draft.arrivalDate,
    surname: draft.surname.trim(),
    ...(givenName ? { givenName } : {}),
  };
}
