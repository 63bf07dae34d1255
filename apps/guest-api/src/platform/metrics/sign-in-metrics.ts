import { Counter, type Registry } from 'prom-client';

export type SignInRefusal = 'client' | 'reservation';

/** Counters of sign-in outcomes per hotel code: guessing shows as failures, delays and refusals. */
export function createSignInMetrics(registry: Registry) {
  const signedIn = new Counter({
    name: 'guest_api_sign_ins_total',
    help: 'Successful sign-ins with reservation details',
    labelNames: ['hotel'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'guest_api_sign_in_failures_total',
    help: 'Sign-ins refused as SIGN_IN_FAILED (wrong or unknown details)',
    labelNames: ['hotel'] as const,
    registers: [registry],
  });
  const delays = new Counter({
    name: 'guest_api_sign_in_delays_total',
    help: 'Sign-ins answered late because the client or the hotel is over its failure budget',
    labelNames: ['hotel'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'guest_api_sign_in_refusals_total',
    help: 'Sign-ins refused as TOO_MANY_ATTEMPTS: the client over its budget, or the reservation waiting',
    labelNames: ['hotel', 'reason'] as const,
    registers: [registry],
  });
  return {
    signedIn: (hotel: string) => signedIn.inc({ hotel }),
    failed: (hotel: string) => failures.inc({ hotel }),
    delayed: (hotel: string) => delays.inc({ hotel }),
    refused: (hotel: string, reason: SignInRefusal) => refusals.inc({ hotel, reason }),
  };
}

export type SignInMetrics = ReturnType<typeof createSignInMetrics>;
