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
/** The fields in the form's order: focus goes to the first with a problem. */
export const SIGN_IN_FIELDS: readonly SignInField[] = [
  'reservation',
  'arrivalDate',
  'surname',
  'givenName',
];
export type SignInProblem = 'missing' | 'invalidEmail';
export type SignInProblems = Partial<Record<SignInField, SignInProblem>>;

/** The form's own quick check; the server checks again. */
export function checkSignIn(
  draft: SignInDraft,
  { askGivenName = false }: { askGivenName?: boolean } = {},
): SignInProblems {
  const problems: SignInProblems = {};
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

/** What the form's fields hold now (the given name is empty while it is not asked for). */
export function readSignInDraft(form: HTMLFormElement): SignInDraft {
  const data = new FormData(form);
  const value = (field: SignInField) => {
    const typed = data.get(field);
    return typeof typed === 'string' ? typed : '';
  };
  return {
    reservation: value('reservation'),
    arrivalDate: value('arrivalDate'),
    surname: value('surname'),
    givenName: value('givenName'),
  };
}

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
