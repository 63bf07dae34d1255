import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staffContract } from '@portal/api-client/staff-contract';
import { TENANT_IDS, loadTenant } from '@portal/tenant-schema/load-tenant';
import { ROOT } from './run-command.ts';

/** gzip KB of JavaScript /login may need before it is interactive: a check in `npm test`. */
export const LOGIN_BUDGET_KB = 150;
/**
 * gzip KB of JavaScript /home may need (the first screen's, the signed-in shell's, the home
 * screen's, the API client's and the parts of the contract it calls): a check in `npm test`.
 * 200 KB until the server rendered the page; 201 KB with what takes the server's page over (the
 * query cache's `hydrate`, 0.9 KB; the early calls' 0.7 KB script went); 202 KB with what keeps
 * the guest's typing and taps before the take-over (`src/app/early-input.ts`, 0.6 KB, which put
 * /home at 201.0-201.1 KB), docs/adr/0018-server-rendered-pages.md.
 */
export const HOME_BUDGET_KB = 202;
/**
 * gzip KB of JavaScript the staff console's sign-in screen needs: 205 KB at its first release (React,
 * the router, the query cache, zod and the contract with the form), 210 KB with the contract on
 * zod/mini (docs/adr/0016-contract-on-zod-mini-by-part.md), 215 KB with the conversation's calls
 * in the contract, the signed-in screens' texts loading apart from the sign-in screen's (210.1 KB
 * then); a guard against growth.
 */
export const CONSOLE_BUDGET_KB = 215;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface TenantBundleReport {
  tenant: string;
  loginKb: number;
  homeKb: number;
  routeChunks: { route: string; kb: number }[];
  problems: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** A built app's manifest, the gzip size of a set of its chunks, and what its entries load. */
function readBuild(dist: string, tenant: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gz = new Map<string, number>();
  const gzOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return 0;
    if (!gz.has(key)) gz.set(key, gzipSync(readFileSync(path.join(dist, chunk.file))).length);
    return gz.get(key) ?? 0;
  };
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzOf(key), 0);
  // Every page loads each entry of the client build: all count.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (!entries.length) throw new Error(`No entry in ${tenant}'s manifest (${dist})`);
  const firstScreen = new Set<string>();
  for (const entry of entries) closure(manifest, entry, firstScreen);
  return { manifest, sum, firstScreen };
}

export function measureTenant(
  tenant: string,
  dist = path.join(ROOT, 'apps/guest-portal/dist', tenant),
): TenantBundleReport {
  const { manifest, sum, firstScreen: login } = readBuild(dist, tenant);
  // The first screen's texts in the guest's language (English here) load before anything renders
  // (apps/guest-portal/src/app/i18n.ts), as a chunk of their own.
  for (const texts of ['src/locales/en.json', 'src/features/auth/locales/en.json']) {
    if (!manifest[texts]) throw new Error(`No ${texts} in ${tenant}'s manifest: was it renamed?`);
    closure(manifest, texts, login);
  }
  // Home also needs the signed-in shell, its own screen, its texts in English (the home and rating
  // namespaces its route's loader fetches, apps/guest-portal/src/app/router.tsx), and the API
  // client (loaded with the first call) with the parts of the contract its calls are in: the
  // guest's profile (session), the stay's rating and the unread messages (conversation-unread).
  const forHome = (key: string) => {
    const src = manifest[key]?.src ?? '';
    return (
      /(home-route|home-page|signed-in-session|signed-in-layout)\.tsx$/.test(src) ||
      src.includes('api-client/src/client/') ||
      /api-client\/src\/contract\/(session|rating|conversation-unread)\.ts$/.test(src) ||
      /features\/(home|rating)\/locales\/en\.json$/.test(src)
    );
  };
  const home = new Set(login);
  for (const key of Object.keys(manifest).filter(forHome)) closure(manifest, key, home);
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('/routes/'))
    .map(([key, chunk]) => ({
      route: path.basename(chunk.src ?? key, '.tsx'),
      kb: kb(sum([...closure(manifest, key)].filter((k) => !login.has(k)))),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return { tenant, loginKb: kb(sum(login)), homeKb: kb(sum(home)), routeChunks, problems: [] };
}

/** What a tenant's sizes break of the /login and /home budgets. */
export function budgetProblems(report: TenantBundleReport): string[] {
  const problems: string[] = [];
  if (report.loginKb > LOGIN_BUDGET_KB) {
    problems.push(
      `${report.tenant} /login needs ${report.loginKb} KB gzip, over the ${LOGIN_BUDGET_KB} KB budget`,
    );
  }
  if (report.homeKb > HOME_BUDGET_KB) {
    problems.push(
      `${report.tenant} /home needs ${report.homeKb} KB gzip, over the ${HOME_BUDGET_KB} KB budget`,
    );
  }
  return problems;
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(file: string): string | undefined {
  const bytes = readFileSync(file);
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return undefined;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * What a phone needs to install the portal: a web app manifest with PNG icons of 192 and 512
 * pixels and a maskable one (Chrome's install criteria), each file there and of its stated size.
 */
export function installProblems(dist: string): string[] {
  const manifestFile = path.join(dist, 'manifest.webmanifest');
  if (!existsSync(manifestFile)) return ['manifest.webmanifest is missing'];
  const { icons = [] } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    icons?: ManifestIcon[];
  };
  const problems: string[] = [];
  const pngs = icons.filter((icon) => icon.type === 'image/png');
  for (const size of ['192x192', '512x512']) {
    if (!pngs.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')))
      problems.push(`the manifest has no ${size} PNG icon`);
  }
  if (!pngs.some((icon) => icon.purpose?.includes('maskable')))
    problems.push('the manifest has no maskable PNG icon');
  for (const icon of pngs) {
    const file = path.join(dist, icon.src.replace(/^\//, ''));
    const size = existsSync(file) ? pngSize(file) : undefined;
    if (size !== icon.sizes) problems.push(`${icon.src} is not a ${icon.sizes ?? '?'} PNG`);
  }
  return problems;
}

/**
 * The text files a build serves, by their path in it: not its server render (`.server/`, which the
 * API runs and never serves, apps/guest-api/test/portal-pages.test.ts).
 */
function builtFiles(dist: string): [string, string][] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|html|css|webmanifest|json|svg)$/.test(file))
    .filter((file) => !file.startsWith(`.server${path.sep}`))
    .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(dist, file), 'utf8')]);
}

const CONSOLE_LANGUAGES = ['en', 'vi'] as const;
type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Two texts of the staff console's first screens in one language: its sign-in title and shell's. */
function consoleTexts(language: ConsoleLanguage): string[] {
  const signIn = JSON.parse(
    readFileSync(
      path.join(ROOT, `apps/staff-console/src/features/sign-in/locales/${language}.json`),
      'utf8',
    ),
  ) as { title: string };
  const common = JSON.parse(
    readFileSync(path.join(ROOT, `apps/staff-console/src/locales/${language}.json`), 'utf8'),
  ) as { shell: { signOutEverywhere: string } };
  return [signIn.title, common.shell.signOutEverywhere];
}

/** Texts found only in the staff console: its calls' paths, and screen texts in both languages. */
function consoleMarkers(): string[] {
  const paths = Object.values(staffContract).map((route) => route.path);
  return [...new Set([...paths, ...CONSOLE_LANGUAGES.flatMap(consoleTexts)])];
}

/**
 * Nothing of the staff console in a guest bundle: none of its calls (the staff contract) and none
 * of its screens. The portal's own texts for the staff refusal codes are the guest's catalogue.
 */
export function consoleLeaksIn(dist: string): string[] {
  const markers = consoleMarkers();
  return builtFiles(dist).flatMap(([file, text]) => {
    const found = markers.find((marker) => text.includes(marker));
    return found ? [`${file} holds the staff console's "${found}"`] : [];
  });
}

/** A tenant's bundle carries its own config only, and nothing server-side or secret. */
export async function checkBundleContents(
  tenant: string,
  dist = path.join(ROOT, 'apps/guest-portal/dist', tenant),
): Promise<string[]> {
  const text = builtFiles(dist)
    .map(([, content]) => content)
    .join('\n');
  const problems: string[] = [];
  for (const other of TENANT_IDS.filter((id) => id !== tenant)) {
    const config = await loadTenant(other);
    for (const [what, value] of [
      ['display name', config.displayName],
      ['theme colour', config.themeColor],
      ['hotel key', `"hotelKey":"${config.hotelKey}"`],
      ['Messenger page', config.contacts.messengerPage],
    ] as const) {
      if (value && text.includes(value))
        problems.push(`${tenant} bundle holds ${other}'s ${what} (${value})`);
    }
  }
  const own = await loadTenant(tenant);
  if (!text.includes(own.displayName)) problems.push(`${tenant} bundle lacks its own display name`);
  for (const secret of [
    'PRIVATE KEY',
    'node:sqlite',
    'guest-portal.sqlite',
    'DATA_DIR',
    'TOKEN_TTL_HOURS',
    'token_hash',
  ]) {
    if (text.includes(secret)) problems.push(`${tenant} bundle holds server-side text "${secret}"`);
  }
  return problems;
}

export async function bundleReports(): Promise<TenantBundleReport[]> {
  const reports: TenantBundleReport[] = [];
  for (const tenant of TENANT_IDS) {
    if (!existsSync(path.join(ROOT, 'apps/guest-portal/dist', tenant, '.vite/manifest.json'))) {
      reports.push({
        tenant,
        loginKb: 0,
        homeKb: 0,
        routeChunks: [],
        problems: [`${tenant} is not built`],
      });
      continue;
    }
    const report = measureTenant(tenant);
    report.problems.push(...(await checkBundleContents(tenant)));
    report.problems.push(
      ...consoleLeaksIn(path.join(ROOT, 'apps/guest-portal/dist', tenant)).map(
        (leak) => `${tenant} guest bundle: ${leak}`,
      ),
    );
    report.problems.push(...budgetProblems(report));
    report.problems.push(
      ...installProblems(path.join(ROOT, 'apps/guest-portal/dist', tenant)).map(
        (problem) => `${tenant} install: ${problem}`,
      ),
    );
    reports.push(report);
  }
  return reports;
}

export interface ConsoleBundleReport {
  tenant: string;
  signInKb: number;
  problems: string[];
}

/**
 * What a built staff console's sign-in screen loads in each language: its entry's chunks and that
 * language's sign-in texts, one chunk (apps/staff-console/src/app/i18n.ts; the signed-in screens'
 * are another, `texts/<language>-screens.ts`), counted for the heavier of the two. The other
 * language's texts must not be in it: they load on a switch only.
 */
export function measureConsole(
  tenant: string,
  dist = path.join(ROOT, 'apps/staff-console/dist', tenant),
): ConsoleBundleReport {
  const { manifest, sum, firstScreen } = readBuild(dist, tenant);
  const problems: string[] = [];
  let signInKb = kb(sum(firstScreen));
  for (const language of CONSOLE_LANGUAGES) {
    const textsChunk = `src/app/texts/${language}.ts`;
    if (!manifest[textsChunk])
      problems.push(`${tenant} staff console has no ${textsChunk} chunk: was it renamed?`);
    const signIn = closure(manifest, textsChunk, new Set(firstScreen));
    signInKb = Math.max(signInKb, kb(sum(signIn)));
    const otherTexts = CONSOLE_LANGUAGES.filter((other) => other !== language).flatMap(
      consoleTexts,
    );
    for (const key of signIn) {
      const file = manifest[key]?.file;
      const text = file ? readFileSync(path.join(dist, file), 'utf8') : '';
      const found = otherTexts.find((other) => text.includes(other));
      if (found)
        problems.push(
          `${tenant} staff console sign-in in ${language} loads ${file ?? key}, which holds "${found}"`,
        );
    }
  }
  if (signInKb > CONSOLE_BUDGET_KB) {
    problems.push(
      `${tenant} staff console sign-in needs ${signInKb} KB gzip, over the ${CONSOLE_BUDGET_KB} KB budget`,
    );
  }
  return { tenant, signInKb, problems };
}

/** Each built staff console: what its sign-in screen loads, and its own hotel's config only. */
export async function consoleReports(): Promise<ConsoleBundleReport[]> {
  const reports: ConsoleBundleReport[] = [];
  for (const tenant of TENANT_IDS) {
    const dist = path.join(ROOT, 'apps/staff-console/dist', tenant);
    if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
      reports.push({ tenant, signInKb: 0, problems: [`${tenant} staff console is not built`] });
      continue;
    }
    const report = measureConsole(tenant, dist);
    report.problems.unshift(
      ...(await checkBundleContents(tenant, dist)).map((problem) =>
        problem.replace(`${tenant} bundle`, `${tenant} staff console`),
      ),
    );
    reports.push(report);
  }
  return reports;
}

if (import.meta.main) {
  const reports = await bundleReports();
  const consoles = await consoleReports();
  for (const report of reports) {
    console.log(
      `${report.tenant}: /login ${report.loginKb} KB gzip (budget ${LOGIN_BUDGET_KB}), /home ${report.homeKb} KB (budget ${HOME_BUDGET_KB}); ${report.routeChunks.length} route chunks, largest ${Math.max(0, ...report.routeChunks.map((c) => c.kb))} KB`,
    );
  }
  for (const report of consoles) {
    console.log(
      `${report.tenant} staff console: sign-in ${report.signInKb} KB gzip (budget ${CONSOLE_BUDGET_KB})`,
    );
  }
  const problems = [...reports, ...consoles].flatMap((report) => report.problems);
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
