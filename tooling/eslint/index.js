import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.turbo/**', '**/test-results/**'],
};

const base = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

/** Dependency direction: apps -> packages -> tenants. Each rule says why when it fires. */
const restrict = (patterns) => ({
  files: ['**/*.ts', '**/*.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noApps = {
  group: ['@portal/guest-portal', '@portal/guest-portal/*', '@portal/guest-api', '@portal/guest-api/*'],
  message: 'Packages never import an app: apps depend on packages, not the other way round.',
};

export const node = [...base];

export const react = [
  ...base,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];

export const uiKit = [
  ...react,
  restrict([
    noApps,
    {
      group: ['@portal/api-client', '@portal/api-client/*', 'axios', 'react-router', 'zustand'],
      message: 'The UI kit knows nothing of the API, the router or stores: take data and callbacks as props.',
    },
  ]),
];

export const apiClient = [
  ...node,
  restrict([
    noApps,
    {
      group: ['react', 'react-dom', 'styled-components', '@portal/ui', '@portal/ui/*'],
      message: 'The api-client is framework-free so the server can use the same contract.',
    },
  ]),
];

export const tenant = [...node, restrict([noApps, { group: ['@portal/ui', '@portal/ui/*', '@portal/api-client', '@portal/api-client/*'], message: 'A tenant is data: it depends on nothing but zod.' }])];

export const portal = [
  ...react,
  restrict([
    {
      group: ['@portal/guest-api', '@portal/guest-api/*'],
      message: 'Server code never ships in a portal bundle; talk to the API through @portal/api-client.',
    },
    {
      group: ['**/features/*/**', '!./**', '!../**'],
      message: 'Features never reach into each other: compose them in src/app.',
    },
  ]),
];
