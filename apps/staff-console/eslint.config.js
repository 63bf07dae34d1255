import { staffConsole } from '@portal/eslint-config';

export default [
  ...staffConsole(import.meta.dirname),
  {
    // Playwright journeys run in Node beside the servers, and Playwright's fixture `use` is not a
    // React hook.
    files: ['e2e/**', 'playwright.config.ts'],
    rules: {
      'no-restricted-imports': 'off',
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': 'off',
    },
  },
];
