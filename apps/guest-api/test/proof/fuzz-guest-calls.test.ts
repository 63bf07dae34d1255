import { fuzzCalls } from './support/fuzz-calls.ts';

/** Every guest call, and requests outside the contract (the staff's: fuzz-staff-calls-first-half.test.ts and -second-half). */
fuzzCalls('guest');
