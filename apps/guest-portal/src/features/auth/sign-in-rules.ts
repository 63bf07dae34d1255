import { EMAIL_PATTERN } from '@portal/api-client/contract/patterns';

export interface SignInDraft {
  reservation: string;
  arrivalDate: string;
  surname: string;
}

export type SignInField = keyof SignInDraft;
export type SignInProblem = 'missing' | 'invalidEmail';

/** The form's own quick check; the server checks again. */
export function checkSignIn(draft: SignInDraft): Partial<Record<SignInField, SignInProblem>> {
  const problems: Partial<Record<SignInField, SignInProblem>> = {};
  for (const field of ['reservation', 'arrivalDate', 'surname'] as const) {
    if (!draft[field].trim()) problems[field] = 'missing';
  }
  const reservation = draft.reservation.trim();
  if (reservation.includes('@') && !EMAIL_PATTERN.test(reservation)) {
    problems.reservation = 'invalidEmail';
  }
  return problems;
}
