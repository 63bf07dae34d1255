import { fuzzCalls } from './support/fuzz-calls.ts';

/** Every staff call (the guests': fuzz-guest-calls.test.ts). */
fuzzCalls('staff');
