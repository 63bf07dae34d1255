import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores shared by every package's tests in npm test: what a test waits to see may take more
// than Testing Library's default second to appear, as in the apps.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
