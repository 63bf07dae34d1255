import { Counter, type Registry } from 'prom-client';
import type { SignInRefusal } from './sign-in-metrics.ts';

/** Counters of failed and refused staff sign-ins per hotel code: password guessing shows here. */
export function createStaffSignInMetrics(registry: Registry) {
  const failures = new Counter({
    name: 'guest_api_staff_sign_in_failures_total',
    help: 'Staff sign-ins refused as STAFF_SIGN_IN_FAILED (unknown e-mail, wrong password, disabled account)',
    labelNames: ['hotel'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'guest_api_staff_sign_in_refusals_total',
    help: 'Staff sign-ins refused as TOO_MANY_ATTEMPTS: the client over its budget, or the account waiting',
    labelNames: ['hotel', 'reason'] as const,
    registers: [registry],
  });
  return {
    failed: (hotel: string) => failures.inc({ hotel }),
    refused: (hotel: string, reason: SignInRefusal) => refusals.inc({ hotel, reason }),
  };
}

export type StaffSignInMetrics = ReturnType<typeof createStaffSignInMetrics>;
