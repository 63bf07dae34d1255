import { fuzzCalls } from './support/fuzz-calls.ts';

/** The first half of the staff calls (the second: fuzz-staff-calls-second-half.test.ts). */
fuzzCalls('staff, first half');
