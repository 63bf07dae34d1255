import { fuzzCalls } from './support/fuzz-calls.ts';

/** The second half of the staff calls (the first: fuzz-staff-calls-first-half.test.ts). */
fuzzCalls('staff, second half');
