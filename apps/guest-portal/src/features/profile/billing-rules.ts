import type { BillingInfo } from '@portal/api-client/contract/session';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { BILLING_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { EMAIL_PATTERN } from '@portal/api-client/rules/patterns';

export type BillingField = keyof BillingInfo;
export type BillingProblem = 'invalidEmail' | 'tooLong';
export type BillingProblems = Partial<Record<BillingField, BillingProblem>>;

const FIELDS = Object.keys(BILLING_MAX_LENGTH) as BillingField[];

export function trimBilling(draft: BillingInfo): BillingInfo {
  return {
    taxCode: draft.taxCode.trim(),
    businessName: draft.businessName.trim(),
    address: draft.address.trim(),
    email: draft.email.trim(),
  };
}

/** Every field may stay empty; an e-mail, when given, must be valid ('Please input a valid email'). */
export function checkBilling(draft: BillingInfo): BillingProblems {
  const trimmed = trimBilling(draft);
  const problems: BillingProblems = {};
  for (const field of FIELDS) {
    if (trimmed[field].length > BILLING_MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  if (trimmed.email && !problems.email && !EMAIL_PATTERN.test(trimmed.email))
    problems.email = 'invalidEmail';
  return problems;
}

/** The server's refusal of a field, shown on that field with the portal's own text. */
export function billingProblemsFromServer(error: unknown): BillingProblems {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return {};
  const problems: BillingProblems = {};
  for (const issue of error.details) {
    const field = FIELDS.find((name) => issue.path === `body.${name}`);
    if (field) problems[field] = field === 'email' ? 'invalidEmail' : 'tooLong';
  }
  return problems;
}
