import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: [
    '**/dist/**',
    '**/storybook-static/**',
    '**/node_modules/**',
    '**/.turbo/**',
    '**/test-results/**',
  ],
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];

/** Dependency direction: apps -> packages -> tenants. Each rule says why when it fires. */
const restrict = (patterns) => ({
  files: ['**/*.ts', '**/*.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noAppsMessage =
  'Packages never import an app: apps depend on packages, not the other way round.';
const noApps = [
  {
    group: [
      '@portal/guest-portal',
      '@portal/guest-portal/*',
      '@portal/guest-api',
      '@portal/guest-api/*',
    ],
    message: noAppsMessage,
  },
  { regex: '(^|/)apps/', message: noAppsMessage },
];

export const node = [...base];

const toolingMessage =
  'tooling/ holds the configs every workspace imports, so it imports none of them (ops, apps, packages, tenants): arrows point down to it.';

/** tooling/: configs and bootstrap, imported by all, importing nothing of ours. */
export const tooling = [
  ...node,
  {
    files: ['**/*.js', '**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*', '!@portal/eslint-config', '!@portal/prettier-config'],
              message: toolingMessage,
            },
            { regex: '(^|/)(ops|apps|packages|tenants)/', message: toolingMessage },
          ],
        },
      ],
    },
  },
];

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
    ...noApps,
    {
      group: ['@portal/api-client', '@portal/api-client/*', 'axios', 'react-router', 'zustand'],
      message:
        'The UI kit knows nothing of the API, the router or stores: take data and callbacks as props.',
    },
  ]),
];

export const apiClient = [
  ...node,
  restrict([
    ...noApps,
    {
      group: ['react', 'react-dom', 'styled-components', '@portal/ui', '@portal/ui/*'],
      message: 'The api-client is framework-free so the server can use the same contract.',
    },
  ]),
];

export const tenant = [
  ...node,
  restrict([
    ...noApps,
    {
      group: ['@portal/ui', '@portal/ui/*', '@portal/api-client', '@portal/api-client/*'],
      message: 'A tenant is data: it depends on nothing but zod.',
    },
  ]),
];

const sharedFolders = ['src/components', 'src/hooks', 'src/lib', 'src/stores', 'src/config'];
const sharedBelowMessage =
  'Shared folders sit below features and the app: importing up would make every feature depend on the others.';

/**
 * The portal's layers, in the style of bulletproof-react: shared folders → features → src/app.
 * Zones are checked on the resolved file, so relative imports (`../other/x.ts`) are caught too.
 * `root` is the portal's folder; every feature found under src/features gets its own zone.
 */
export const portal = (root) => {
  const featuresDir = path.join(root, 'src/features');
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...react,
    restrict([
      {
        group: ['@portal/guest-api', '@portal/guest-api/*'],
        message:
          'Server code never ships in a portal bundle; talk to the API through @portal/api-client.',
      },
    ]),
    {
      // A glob is not an import, so the zones below cannot see it.
      files: sharedFolders.flatMap((folder) => [`${folder}/**/*.ts`, `${folder}/**/*.tsx`]),
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "CallExpression[callee.object.type='MetaProperty'][callee.property.name='glob'] Literal[value=/features\\W/]",
            message: `${sharedBelowMessage} Load feature files (import.meta.glob) in src/app.`,
          },
        ],
      },
    },
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createNodeResolver()] },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...features.map((feature) => ({
                target: `src/features/${feature}`,
                from: 'src/features',
                except: [`./${feature}`],
                message:
                  'Features never import each other, so each can change alone: move what both need down to components, hooks, lib or stores, or compose them in src/app.',
              })),
              {
                target: sharedFolders,
                from: ['src/features', 'src/app'],
                message: sharedBelowMessage,
              },
              {
                target: 'src/features',
                from: 'src/app',
                message:
                  'Features never import src/app: the app composes features (routes, shells), not the other way round.',
              },
            ],
          },
        ],
      },
    },
  ];
};
