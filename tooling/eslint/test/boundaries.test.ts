import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every boundary rule, proven to fire: a small source is linted at a virtual path inside the
// workspace with that workspace's own eslint.config.js. Import targets are real files, because
// the portal's zones judge the resolved file, not the text of the import.
const ROOT = path.resolve(import.meta.dirname, '../../..');
// A workspace's first lint loads its config and plugins: seconds on a busy machine.
const LINT_TIMEOUT_MS = 30_000;

const linters = new Map<string, ESLint>();
function linterFor(workspace: string): ESLint {
  let eslint = linters.get(workspace);
  if (!eslint) {
    const cwd = path.join(ROOT, workspace);
    eslint = new ESLint({ cwd, overrideConfigFile: path.join(cwd, 'eslint.config.js') });
    linters.set(workspace, eslint);
  }
  return eslint;
}

async function boundaryProblems(
  workspace: string,
  file: string,
  code: string,
): Promise<Linter.LintMessage[]> {
  const [result] = await linterFor(workspace).lintText(code, {
    filePath: path.join(ROOT, workspace, file),
  });
  if (!result) throw new Error(`ESLint linted nothing at ${file}`);
  const ruleIds = [
    'import-x/no-restricted-paths',
    'no-restricted-imports',
    '@typescript-eslint/no-restricted-imports',
    'no-restricted-syntax',
    'zones/glob',
  ];
  return result.messages.filter(
    (message) => message.fatal === true || ruleIds.includes(message.ruleId ?? ''),
  );
}

const use = (from: string) => `import * as probe from '${from}';\nexport const used = probe;\n`;

interface Refused {
  name: string;
  workspace: string;
  file: string;
  /** The module imported; `code` instead for a probe that is not one import. */
  from?: string;
  code?: string;
  rule: string;
  why: string;
}

const FEATURES_APART = 'Features never import each other';
const SHARED_BELOW = 'Shared folders sit below features and the app';
const APP_ON_TOP = 'Features never import src/app';
const NO_SERVER_IN_PORTAL = 'Server code never ships in a portal bundle';
const NO_APPS = 'Packages never import an app';
const UI_KIT_PURE = 'The UI kit knows nothing of the API, the router or stores';
const CLIENT_FRAMEWORK_FREE = 'The api-client is framework-free';
const TENANT_IS_DATA = 'A tenant is data';
const TOOLING_AT_THE_BOTTOM = 'tooling/ holds the configs every workspace imports';
const ONE_HOME_FOR_HOTEL_RULES = "The hotel's calendar, gates and limits have one home";
const RULES_ZOD_FREE = "The hotel's rules are zod-free";
const WIRE_ZOD_FREE = "The wire's names and event guards are zod-free";
const KIT_BELOW_PLATFORM = 'The web platform builds on the UI kit';
const PLATFORM_ZOD_FREE = 'The web platform is zod-free';
const APPS_APART = 'An app never imports another app';
const MINI_ZOD = "build their schemas with 'zod/mini'";
const TOASTS_THROUGH_THE_KIT = "Toasts are raised with @portal/ui/toast's `toast`";
const EMAILS_RUN_IN_THE_API = 'The guest e-mails run in the API';
const API_FEATURES_APART = 'API features never import each other';
const API_COMPOSITION_ON_TOP = 'Features never import the composition';
const API_PLATFORM_BELOW = 'src/platform sits below the features';
const API_DB_AT_THE_BOTTOM = 'src/db is the bottom layer';
const API_CONFIG_BELOW_ALL = 'src/config is read by every layer';

const PORTAL = 'apps/guest-portal';
const CONSOLE = 'apps/staff-console';
const API = 'apps/guest-api';
const paths = 'import-x/no-restricted-paths';
const names = 'no-restricted-imports';
const syntax = 'no-restricted-syntax';
const typedNames = '@typescript-eslint/no-restricted-imports';
const glob = 'zones/glob';
const globOf = (pattern: string) =>
  `export const files = import.meta.glob(['${pattern}'], { import: 'default' });\n`;

const sharedFolders = ['components', 'hooks', 'lib', 'stores', 'config'];

const refused: Refused[] = [
  {
    name: 'a portal screen raises a toast with react-toastify itself',
    workspace: PORTAL,
    file: 'src/features/favorites/probe.ts',
    from: 'react-toastify',
    rule: names,
    why: TOASTS_THROUGH_THE_KIT,
  },
  {
    name: "a staff console form imports react-toastify's unstyled build",
    workspace: CONSOLE,
    file: 'src/features/menu/components/probe.tsx',
    from: 'react-toastify/unstyled',
    rule: names,
    why: TOASTS_THROUGH_THE_KIT,
  },
  {
    name: 'the contract builds a schema with classic zod',
    workspace: 'packages/api-client',
    file: 'src/contract/probe.ts',
    from: 'zod',
    rule: names,
    why: MINI_ZOD,
  },
  {
    name: 'a portal screen imports classic zod by its v4 path',
    workspace: PORTAL,
    file: 'src/features/check-in/probe.ts',
    from: 'zod/v4',
    rule: names,
    why: MINI_ZOD,
  },
  {
    name: 'a staff console form imports classic zod',
    workspace: CONSOLE,
    file: 'src/features/kitchen/components/probe.tsx',
    from: 'zod',
    rule: names,
    why: MINI_ZOD,
  },
  {
    name: 'a staff console feature imports another of its features',
    workspace: CONSOLE,
    file: 'src/features/audit-log/components/probe.tsx',
    from: '../../staff-accounts/api/staff-accounts-queries.ts',
    rule: paths,
    why: FEATURES_APART,
  },
  {
    name: "a staff console shared folder imports the console's app",
    workspace: CONSOLE,
    file: 'src/lib/probe.ts',
    from: '../app/routes.tsx',
    rule: paths,
    why: SHARED_BELOW,
  },
  {
    name: 'the staff console imports the guest portal by name',
    workspace: CONSOLE,
    file: 'src/lib/probe.ts',
    from: '@portal/guest-portal',
    rule: names,
    why: APPS_APART,
  },
  {
    name: 'the guest portal imports the staff console by a relative path',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    from: '../../../staff-console/src/lib/staff-api.ts',
    rule: names,
    why: APPS_APART,
  },
  {
    name: 'a package imports the staff console',
    workspace: 'packages/ui',
    file: 'src/button/probe.tsx',
    from: '@portal/staff-console/src/lib/staff-api.ts',
    rule: names,
    why: NO_APPS,
  },
  {
    name: 'a feature imports another feature by a sibling path',
    workspace: PORTAL,
    file: 'src/features/bills/components/probe.tsx',
    from: '../../home/routes/home-page.tsx',
    rule: paths,
    why: FEATURES_APART,
  },
  {
    name: 'a feature imports another feature through the features folder',
    workspace: PORTAL,
    file: 'src/features/bills/probe.ts',
    from: '../../features/contact/components/hotel-contact-buttons.tsx',
    rule: paths,
    why: FEATURES_APART,
  },
  {
    name: 'a feature imports src/app',
    workspace: PORTAL,
    file: 'src/features/bills/routes/probe.tsx',
    from: '../../../app/router.tsx',
    rule: paths,
    why: APP_ON_TOP,
  },
  ...sharedFolders.flatMap((folder) => [
    {
      name: `src/${folder} imports a feature`,
      workspace: PORTAL,
      file: `src/${folder}/probe.ts`,
      from: '../features/bills/api/bill-queries.ts',
      rule: paths,
      why: SHARED_BELOW,
    },
    {
      name: `src/${folder} imports src/app`,
      workspace: PORTAL,
      file: `src/${folder}/probe.ts`,
      from: '../app/shells/menu-entries.ts',
      rule: paths,
      why: SHARED_BELOW,
    },
  ]),
  ...sharedFolders.map((folder) => ({
    name: `src/${folder} loads feature files with import.meta.glob`,
    workspace: PORTAL,
    file: `src/${folder}/probe.ts`,
    code: "export const texts = import.meta.glob(['../features/*/locales/*.json'], { import: 'default' });\n",
    rule: glob,
    why: SHARED_BELOW,
  })),
  {
    name: 'a portal feature imports another feature by a path without its extension',
    workspace: PORTAL,
    file: 'src/features/bills/components/probe.tsx',
    from: '../../home/routes/home-page',
    rule: paths,
    why: FEATURES_APART,
  },
  {
    name: 'a staff console feature imports another feature by a path without its extension',
    workspace: CONSOLE,
    file: 'src/features/audit-log/components/probe.tsx',
    from: '../../staff-accounts/api/staff-accounts-queries',
    rule: paths,
    why: FEATURES_APART,
  },
  {
    name: "a portal feature loads another feature's texts with import.meta.glob",
    workspace: PORTAL,
    file: 'src/features/bills/probe.ts',
    code: globOf('../home/locales/*.json'),
    rule: glob,
    why: FEATURES_APART,
  },
  {
    name: "a staff console feature loads every feature's files with import.meta.glob",
    workspace: CONSOLE,
    file: 'src/features/audit-log/probe.ts',
    code: globOf('../*/locales/*.json'),
    rule: glob,
    why: FEATURES_APART,
  },
  {
    name: 'an API feature imports another feature',
    workspace: API,
    file: 'src/features/bills/probe.ts',
    from: '../room-service/kitchen-routes.ts',
    rule: paths,
    why: API_FEATURES_APART,
  },
  {
    name: 'an API feature imports another feature by a path without its extension',
    workspace: API,
    file: 'src/features/bills/probe.ts',
    from: '../room-service/kitchen-routes',
    rule: paths,
    why: API_FEATURES_APART,
  },
  {
    name: "an API feature loads another feature's files with import.meta.glob",
    workspace: API,
    file: 'src/features/bills/probe.ts',
    code: globOf('../room-service/*.ts'),
    rule: glob,
    why: API_FEATURES_APART,
  },
  ...['../../app.ts', '../../seed/demo-orders.ts'].map((from) => ({
    name: `an API feature imports the composition (${from})`,
    workspace: API,
    file: 'src/features/bills/probe.ts',
    from,
    rule: paths,
    why: API_COMPOSITION_ON_TOP,
  })),
  ...['../../features/bills/bills-routes.ts', '../../app.ts', '../../main'].map((from) => ({
    name: `the API's platform imports ${from}`,
    workspace: API,
    file: 'src/platform/events/probe.ts',
    from,
    rule: paths,
    why: API_PLATFORM_BELOW,
  })),
  {
    name: "the API's platform loads features with import.meta.glob",
    workspace: API,
    file: 'src/platform/http/probe.ts',
    code: globOf('../../features/*/*-routes.ts'),
    rule: glob,
    why: API_PLATFORM_BELOW,
  },
  ...['../platform/http/http-error.ts', '../features/bills/bills-routes.ts', '../app.ts'].map(
    (from) => ({
      name: `the API's store imports ${from}`,
      workspace: API,
      file: 'src/db/probe.ts',
      from,
      rule: paths,
      why: API_DB_AT_THE_BOTTOM,
    }),
  ),
  ...['../db/store.ts', '../platform/http/http-error.ts'].map((from) => ({
    name: `the API's config imports ${from}`,
    workspace: API,
    file: 'src/config/probe.ts',
    from,
    rule: paths,
    why: API_CONFIG_BELOW_ALL,
  })),
  {
    name: 'the portal imports the API',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    from: '@portal/guest-api/main',
    rule: names,
    why: NO_SERVER_IN_PORTAL,
  },
  ...['dayjs/plugin/timezone', 'dayjs/plugin/utc.js'].map((from) => ({
    name: `the portal reads a hotel's time zone with ${from} itself`,
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    from,
    rule: names,
    why: ONE_HOME_FOR_HOTEL_RULES,
  })),
  {
    name: 'a feature writes hotelToday again',
    workspace: PORTAL,
    file: 'src/features/home/probe.ts',
    code: 'export function hotelToday(timeZone: string): string {\n  return timeZone;\n}\n',
    rule: syntax,
    why: ONE_HOME_FOR_HOTEL_RULES,
  },
  {
    name: 'a shared folder writes addDays again',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    code: 'export const addDays = (isoDate: string, days: number) => `${isoDate}+${days}`;\n',
    rule: syntax,
    why: ONE_HOME_FOR_HOTEL_RULES,
  },
  {
    name: 'a form retypes the check-in gate',
    workspace: PORTAL,
    file: 'src/features/check-in/probe.ts',
    code: 'export const isCheckInOpen = (today: string, arrival: string) => today <= arrival;\n',
    rule: syntax,
    why: ONE_HOME_FOR_HOTEL_RULES,
  },
  {
    name: 'a feature works out the weekday of a date again',
    workspace: PORTAL,
    file: 'src/features/activities/probe.ts',
    code: 'export function weekdayOf(isoDate: string): number {\n  return new Date(isoDate).getUTCDay();\n}\n',
    rule: syntax,
    why: ONE_HOME_FOR_HOTEL_RULES,
  },
  {
    name: 'a screen retypes a limit of the contract',
    workspace: PORTAL,
    file: 'src/features/reservation/probe.tsx',
    code: 'export const reason = <textarea maxLength={1000} />;\n',
    rule: syntax,
    why: ONE_HOME_FOR_HOTEL_RULES,
  },
  ...['zod', '../contract/common.ts', '@portal/api-client/contract/session'].map((from) => ({
    name: `the hotel's rules import ${from}`,
    workspace: 'packages/api-client',
    file: 'src/rules/probe.ts',
    from,
    rule: names,
    why: RULES_ZOD_FREE,
  })),
  ...[
    ['src/wire/probe.ts', '../contract/events.ts'],
    ['src/wire/probe.ts', '../client/http-client.ts'],
    ['src/wire/probe.ts', 'zod/mini'],
    ['src/wire/probe.ts', '@portal/api-client/staff-contract/kitchen'],
  ].map(([file = '', from]) => ({
    name: `the wire (${file}) loads ${from}`,
    workspace: 'packages/api-client',
    file,
    from,
    rule: typedNames,
    why: WIRE_ZOD_FREE,
  })),
  ...[
    '@portal/guest-portal/src/lib/guest-api.ts',
    '../../../apps/staff-console/src/lib/staff-api.ts',
  ].map((from) => ({
    name: `the web platform imports an app (${from})`,
    workspace: 'packages/web-platform',
    file: 'src/session/probe.ts',
    from,
    rule: names,
    why: NO_APPS,
  })),
  ...['zod/mini', '@portal/api-client/contract/session', '@portal/api-client/staff-contract'].map(
    (from) => ({
      name: `the web platform loads ${from}`,
      workspace: 'packages/web-platform',
      file: 'src/api/probe.ts',
      from,
      rule: typedNames,
      why: PLATFORM_ZOD_FREE,
    }),
  ),
  {
    name: 'the UI kit imports the web platform',
    workspace: 'packages/ui',
    file: 'src/button/probe.tsx',
    from: '@portal/web-platform/language-store',
    rule: names,
    why: KIT_BELOW_PLATFORM,
  },
  ...['@portal/api-client/contract', 'axios', 'react-router', 'zustand'].map((from) => ({
    name: `the UI kit imports ${from}`,
    workspace: 'packages/ui',
    file: 'src/button/probe.tsx',
    from,
    rule: names,
    why: UI_KIT_PURE,
  })),
  ...['react', 'styled-components', '@portal/ui/button'].map((from) => ({
    name: `the api-client imports ${from}`,
    workspace: 'packages/api-client',
    file: 'src/client/probe.ts',
    from,
    rule: names,
    why: CLIENT_FRAMEWORK_FREE,
  })),
  ...['@portal/ui/button', '@portal/ui/theme-provider', 'styled-components'].map((from) => ({
    name: `a guest e-mail imports ${from}`,
    workspace: 'packages/emails',
    file: 'src/probe.ts',
    from,
    rule: names,
    why: EMAILS_RUN_IN_THE_API,
  })),
  ...['@portal/ui/button', '@portal/api-client/contract'].map((from) => ({
    name: `the tenant schema imports ${from}`,
    workspace: 'tenants/schema',
    file: 'src/probe.ts',
    from,
    rule: names,
    why: TENANT_IS_DATA,
  })),
  ...[
    ['packages/ui', 'src/button/probe.tsx', '@portal/guest-portal/src/lib/guest-api.ts'],
    ['packages/ui', 'src/button/probe.tsx', '../../../../apps/guest-portal/src/lib/money.ts'],
    ['packages/api-client', 'src/client/probe.ts', '@portal/guest-api/main'],
    ['packages/api-client', 'src/client/probe.ts', '../../../../apps/guest-api/src/main.ts'],
    ['tenants/schema', 'src/probe.ts', '@portal/guest-api/demo-reservations'],
    ['packages/emails', 'src/probe.ts', '@portal/guest-api/main'],
  ].map(([workspace = '', file = '', from = '']) => ({
    name: `${workspace} imports an app (${from})`,
    workspace,
    file,
    from,
    rule: names,
    why: NO_APPS,
  })),
  ...[
    ['tooling/eslint', '@portal/guest-api/main'],
    ['tooling/eslint', '@portal/scripts/src/run-command.ts'],
    ['tooling/eslint', '@portal/ui/button'],
    ['tooling/eslint', '@portal/tenant-schema/load-tenant'],
    ['tooling/eslint', '../../apps/guest-portal/vite.config.ts'],
    ['tooling/eslint', '../../ops/scripts/src/run-command.ts'],
    ['tooling/prettier', '../../packages/ui/src/button/button.tsx'],
    ['tooling/prettier', '@portal/guest-portal/vite.config.ts'],
  ].map(([workspace = '', from = '']) => ({
    name: `${workspace} imports ${from}`,
    workspace,
    file: 'probe.js',
    from,
    rule: names,
    why: TOOLING_AT_THE_BOTTOM,
  })),
];

interface Allowed {
  name: string;
  workspace: string;
  file: string;
  from?: string;
  code?: string;
}

const allowed: Allowed[] = [
  {
    name: "the wire names the contract's event types (a type import, erased)",
    workspace: 'packages/api-client',
    file: 'src/wire/probe.ts',
    code: "import type { GuestEvent } from '../contract/events.ts';\nexport type Probe = GuestEvent;\n",
  },
  {
    name: "a guest e-mail takes the kit's palette",
    workspace: 'packages/emails',
    file: 'src/probe.ts',
    from: '@portal/ui/theme',
  },
  {
    name: "a staff console form raises toasts with the kit's toast",
    workspace: CONSOLE,
    file: 'src/features/menu/components/probe.tsx',
    from: '@portal/ui/toast',
  },
  {
    name: "the staff console uses the contract's staff client",
    workspace: CONSOLE,
    file: 'src/lib/probe.ts',
    from: '@portal/api-client/staff-api',
  },
  {
    name: 'a feature imports itself',
    workspace: PORTAL,
    file: 'src/features/bills/routes/probe.tsx',
    from: '../components/bill-view.tsx',
  },
  ...[
    'components/brand-heading.tsx',
    'hooks/use-sign-out.ts',
    'lib/money.ts',
    'stores/language-store.ts',
    'config/tenant.ts',
  ].map((shared) => ({
    name: `a feature imports src/${shared}`,
    workspace: PORTAL,
    file: 'src/features/bills/routes/probe.tsx',
    from: `../../../${shared}`,
  })),
  {
    name: 'a shared folder imports another',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    from: '../stores/language-store.ts',
  },
  {
    name: 'src/app composes features',
    workspace: PORTAL,
    file: 'src/app/probe.tsx',
    from: '../features/bills/routes/balance-and-bills-page.tsx',
  },
  {
    name: "src/app loads every feature's texts",
    workspace: PORTAL,
    file: 'src/app/probe.ts',
    code: "export const texts = import.meta.glob(['../features/*/locales/*.json'], { import: 'default' });\n",
  },
  {
    name: 'a shared folder loads the common texts',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    code: "export const texts = import.meta.glob('../locales/*.json', { import: 'default' });\n",
  },
  {
    name: 'the portal uses the contract',
    workspace: PORTAL,
    file: 'src/lib/probe.ts',
    from: '@portal/api-client/contract',
  },
  {
    name: "a feature uses the hotel's rules",
    workspace: PORTAL,
    file: 'src/features/home/probe.ts',
    from: '@portal/api-client/rules/stay-gates',
  },
  {
    name: 'a screen takes a limit from the rules',
    workspace: PORTAL,
    file: 'src/features/reservation/probe.tsx',
    code: "import { CANCELLATION_REASON_MAX_LENGTH as max } from '@portal/api-client/rules/limits';\nexport const reason = <textarea maxLength={max} />;\n",
  },
  {
    name: "the hotel's rules use dayjs",
    workspace: 'packages/api-client',
    file: 'src/rules/probe.ts',
    from: 'dayjs',
  },
  {
    name: "the contract reads the hotel's rules",
    workspace: 'packages/api-client',
    file: 'src/contract/probe.ts',
    from: '../rules/limits.ts',
  },
  {
    name: 'the UI kit uses React',
    workspace: 'packages/ui',
    file: 'src/button/probe.tsx',
    from: 'react',
  },
  {
    name: 'a portal form builds on zod/mini',
    workspace: PORTAL,
    file: 'src/features/check-in/probe.ts',
    from: 'zod/mini',
  },
  {
    name: 'the api-client uses zod/mini',
    workspace: 'packages/api-client',
    file: 'src/client/probe.ts',
    from: 'zod/mini',
  },
  {
    name: 'a portal feature loads its own texts with import.meta.glob',
    workspace: PORTAL,
    file: 'src/features/bills/probe.ts',
    code: globOf('./locales/*.json'),
  },
  ...[
    '../../platform/events/event-bus.ts',
    '../../db/store.ts',
    '../../config/env.ts',
    './bills-routes.ts',
  ].map((from) => ({
    name: `an API feature imports ${from}`,
    workspace: API,
    file: 'src/features/bills/probe.ts',
    from,
  })),
  ...['../sessions/access-tokens.ts', '../../db/store.ts'].map((from) => ({
    name: `the API's platform imports ${from}`,
    workspace: API,
    file: 'src/platform/events/probe.ts',
    from,
  })),
  {
    name: "the API's store reads its config",
    workspace: API,
    file: 'src/db/probe.ts',
    from: '../config/env.ts',
  },
  ...[
    './features/bills/bills-routes.ts',
    './platform/http/http-error.ts',
    './seed/demo-orders.ts',
  ].map((from) => ({
    name: `the API's composition imports ${from}`,
    workspace: API,
    file: 'src/probe.ts',
    from,
  })),
  ...['@portal/ui/button', '@portal/api-client/api-request-error', '@tanstack/react-query'].map(
    (from) => ({
      name: `the web platform builds on ${from}`,
      workspace: 'packages/web-platform',
      file: 'src/query-state/probe.tsx',
      from,
    }),
  ),
  {
    name: 'the web platform takes a type of the contract',
    workspace: 'packages/web-platform',
    file: 'src/api/probe.ts',
    code: "import type { StaffSession } from '@portal/api-client/staff-contract/staff-session';\nexport type Probe = StaffSession;\n",
  },
  ...[PORTAL, CONSOLE].map((workspace) => ({
    name: `${workspace} imports the web platform`,
    workspace,
    file: 'src/lib/probe.ts',
    from: '@portal/web-platform/session',
  })),
  {
    name: 'the tooling configs use each other',
    workspace: 'tooling/eslint',
    file: 'probe.js',
    from: '@portal/prettier-config',
  },
];

describe('boundary rules fire with their reason', () => {
  it.each(refused)(
    '$name',
    async ({ workspace, file, from = '', code = use(from), rule, why }) => {
      const problems = await boundaryProblems(workspace, file, code);
      expect(problems).toEqual([
        expect.objectContaining({ ruleId: rule, message: expect.stringContaining(why) }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('imports that keep the direction pass', () => {
  it.each(allowed)(
    '$name',
    async ({ workspace, file, from = '', code = use(from) }) => {
      expect(await boundaryProblems(workspace, file, code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
