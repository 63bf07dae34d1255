import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { BillingInfoInput, type BillingInfo } from '@portal/api-client/contract/session';

export type BillingField = keyof BillingInfo;
export const BILLING_FIELDS = Object.keys(BillingInfoInput.shape) as BillingField[];

export function trimBilling(draft: BillingInfo): BillingInfo {
  return {
    taxCode: draft.taxCode.trim(),
    businessName: draft.businessName.trim(),
    address: draft.address.trim(),
    email: draft.email.trim(),
  };
}

const checkBilling = zodResolver(BillingInfoInput);

/**
 * The contract's check of what will be sent: the values trimmed, so stray spaces are neither kept
 * nor counted. Every field may stay empty; an e-mail, when given, must be valid.
 */
export const billingResolver: Resolver<BillingInfo> = (values, context, options) =>
  checkBilling(trimBilling(values), context, options);
