import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { globZones } from './glob-zones.js';
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
      '@portal/staff-console',
      '@portal/staff-console/*',
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
    {
      group: ['@portal/web-platform', '@portal/web-platform/*'],
      message:
        'The web platform builds on the UI kit (its frame and toggle), so the kit never imports it: the arrow points down.',
    },
  ]),
];

const emailsKitMessage =
  "The guest e-mails run in the API with Node's type stripping: of the kit they take only its palette (@portal/ui/theme), never a component or styled-components.";

/** packages/emails: React Email templates the API renders, so nothing of the browser kit. */
export const emails = [
  ...react,
  restrict([
    ...noApps,
    {
      group: ['@portal/ui/*', '!@portal/ui/theme', 'styled-components', 'react-router', 'zustand'],
      message: emailsKitMessage,
    },
  ]),
];

const miniZodMessage =
  "The contract and the apps build their schemas with 'zod/mini': classic 'zod' is three times its size in a phone's bundle and slower to build at start.";
/** Classic zod by any of its names; 'zod/mini' passes. */
const classicZod = { regex: '^zod(/v4(/classic)?)?$', message: miniZodMessage };

const apiClientImports = [
  ...noApps,
  classicZod,
  {
    group: ['react', 'react-dom', 'styled-components', '@portal/ui', '@portal/ui/*'],
    message: 'The api-client is framework-free so the server can use the same contract.',
  },
];

const rulesZodFreeMessage =
  "The hotel's rules are zod-free: the contract's schemas read them, and a screen uses them without loading zod.";

const wireZodFreeMessage =
  "The wire's names and event guards are zod-free: both apps load them without the contract's schemas (a type import of the contract is fine).";

export const apiClient = [
  ...node,
  restrict(apiClientImports),
  {
    files: ['src/wire/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*'], allowTypeImports: true, message: wireZodFreeMessage },
            {
              regex: '(^|/)(contract|client|staff-contract)(/|$)',
              allowTypeImports: true,
              message: wireZodFreeMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiClientImports.filter((pattern) => pattern !== classicZod),
            ...[{ group: ['zod', 'zod/*'] }, { regex: '(^|/)contract(/|$)' }].map((pattern) => ({
              ...pattern,
              message: rulesZodFreeMessage,
            })),
          ],
        },
      ],
    },
  },
];

const webPlatformZodFreeMessage =
  "The web platform is zod-free: both apps' first screens load it, and the contract's schemas come with the calls that need them (a type import is fine).";

/**
 * packages/web-platform: what both apps do the same way in the browser. Above the kit and the
 * api-client, below the apps.
 */
export const webPlatform = [
  ...react,
  restrict([...noApps, classicZod]),
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                'zod/*',
                '@portal/api-client/contract',
                '@portal/api-client/contract/*',
                '@portal/api-client/staff-contract',
                '@portal/api-client/staff-contract/*',
              ],
              allowTypeImports: true,
              message: webPlatformZodFreeMessage,
            },
          ],
        },
      ],
    },
  },
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

/**
 * Zones between a workspace's folders, judged on the resolved file (so `../other/x.ts` is caught,
 * and `../other/x` too: the resolver tries the source extensions) and on `import.meta.glob`'s
 * patterns, which are no imports (./glob-zones.js).
 */
const zoned = (root, zones) => ({
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  plugins: { 'import-x': importX, zones: { rules: { glob: globZones } } },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'] }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    'zones/glob': ['error', { basePath: root, zones }],
  },
});

const sharedFolders = ['src/components', 'src/hooks', 'src/lib', 'src/stores', 'src/config'];

const hotelRulesMessage =
  "The hotel's calendar, gates and limits have one home, @portal/api-client/rules/*: import them, do not write them again.";
const HOTEL_RULE_NAMES =
  '/^(hotelToday|hotelTimeOfDay|hotelInstant|onHotelClock|addDays|datesBetween|stayDates|nightsOf|remainingStayDates|isCheckInOpen|isCheckOutDay|isCheckOutOpen|checkOutClosure|isCancellationOpen|weekdayOf|isOpenOn)$/';
/** The portal never writes a rule of the hotel's itself (see docs/adr/0007-one-home-for-the-hotel-rules.md). */
const hotelRulesSyntax = [
  {
    selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=${HOTEL_RULE_NAMES}]`,
    message: hotelRulesMessage,
  },
  {
    selector:
      'JSXAttribute[name.name=/^(maxLength|max)$/] > JSXExpressionContainer > Literal[raw=/^[0-9]/]',
    message: `${hotelRulesMessage} A limit is a constant of @portal/api-client/rules/limits.`,
  },
];
const sharedBelowMessage =
  'Shared folders sit below features and the app: importing up would make every feature depend on the others.';

/**
 * A React app's layers (the guest portal's, and the staff console's), in the style of bulletproof-react: shared folders → features → src/app.
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
      classicZod,
      {
        group: ['@portal/guest-api', '@portal/guest-api/*'],
        message:
          'Server code never ships in a portal bundle; talk to the API through @portal/api-client.',
      },
      {
        group: [
          '@portal/guest-portal',
          '@portal/guest-portal/*',
          '@portal/staff-console',
          '@portal/staff-console/*',
        ],
        message:
          'An app never imports another app (the guest portal and the staff console ship apart): move what both need into a package.',
      },
      {
        regex: '(^|/)(guest-portal|staff-console)/src/',
        message:
          'An app never imports another app (the guest portal and the staff console ship apart): move what both need into a package.',
      },
      {
        group: ['react-toastify', 'react-toastify/*'],
        message:
          "Toasts are raised with @portal/ui/toast's `toast`: react-toastify imported here would be a second store the kit's host never shows, and its stylesheet restyles the whole page when it loads.",
      },
      {
        group: [
          'dayjs/plugin/timezone',
          'dayjs/plugin/timezone.js',
          'dayjs/plugin/utc',
          'dayjs/plugin/utc.js',
        ],
        message: `${hotelRulesMessage} Hotel time zones are read with @portal/api-client/rules/hotel-calendar.`,
      },
    ]),
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: { 'no-restricted-syntax': ['error', ...hotelRulesSyntax] },
    },
    zoned(root, [
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
    ]),
  ];
};

/** The staff console: the same layers as the portal (features apart, shared folders below them). */
export const staffConsole = portal;

const apiGuide = 'See "The layout" in apps/guest-api/README.md.';

/**
 * The API's layers, bottom up: src/config (what the process is told) → src/db (the store) →
 * src/platform (what every feature stands on) → src/features (apart from each other) → the
 * composition (src/app, src/seed and the files at the top of src: app.ts, main.ts, commands).
 */
export const api = (root) => {
  const src = path.join(root, 'src');
  const features = fs
    .readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const layers = ['config', 'db', 'platform', 'features'];
  const composition = fs
    .readdirSync(src)
    .filter((entry) => !layers.includes(entry))
    .map((entry) => `src/${entry}`);
  return [
    ...node,
    zoned(root, [
      ...features.map((feature) => ({
        target: `src/features/${feature}`,
        from: 'src/features',
        except: [`./${feature}`],
        message: `API features never import each other, so each can change alone: move what both need down into src/platform, or compose them at the top (src/app). ${apiGuide}`,
      })),
      {
        target: 'src/features',
        from: composition,
        message: `Features never import the composition (src/app, src/seed, app.ts, main.ts): it assembles them, not the other way round. ${apiGuide}`,
      },
      {
        target: 'src/platform',
        from: ['src/features', ...composition],
        message: `src/platform sits below the features: what every feature stands on never imports one (pass it a function instead). ${apiGuide}`,
      },
      {
        target: 'src/db',
        from: ['src/platform', 'src/features', ...composition],
        message: `src/db is the bottom layer under src/platform: the store imports only src/config. ${apiGuide}`,
      },
      {
        target: 'src/config',
        from: ['src/db', 'src/platform', 'src/features', ...composition],
        message: `src/config is read by every layer, so it imports none of them. ${apiGuide}`,
      },
    ]),
  ];
};
