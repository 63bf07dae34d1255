import { portal } from '@portal/eslint-config';

export default [
  ...portal(import.meta.dirname),
  {
    // Playwright journeys run in Node beside the servers: they may read the API's demo seed,
    // and Playwright's fixture `use` is not a React hook.
    files: ['e2e/**', 'playwright.config.ts'],
    rules: {
      'no-restricted-imports': 'off',
      'react-hooks/rules-of-hooks': 'off',
      // Playwright fixtures declare their dependencies with a destructuring pattern, even when empty.
      'no-empty-pattern': 'off',
    },
  },
];
