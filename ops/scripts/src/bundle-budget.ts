import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TENANT_IDS, loadTenant } from '@portal/tenant-schema/load-tenant';
import { ROOT } from './run-command.ts';

/** gzip KB of JavaScript /login may need before it is interactive: a check in `npm test`. */
export const LOGIN_BUDGET_KB = 170;
export const LOGIN_TARGET_KB = 150;

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

export function measureTenant(tenant: string): TenantBundleReport {
  const dist = path.join(ROOT, 'apps/guest-portal/dist', tenant);
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
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`No entry in ${tenant}'s manifest`);
  const login = closure(manifest, entry);
  // Home also needs the signed-in shell, its own screen, its texts in English (the home and rating
  // namespaces its route's loader fetches, apps/guest-portal/src/app/router.tsx), and the API
  // client (loaded with the first call) for the guest's profile.
  const forHome = (key: string) => {
    const src = manifest[key]?.src ?? '';
    return (
      /(home-route|home-page|signed-in-session|signed-in-layout)\.tsx$/.test(src) ||
      src.includes('api-client/src/client/') ||
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

/** A tenant's bundle carries its own config only, and nothing server-side or secret. */
export async function checkBundleContents(tenant: string): Promise<string[]> {
  const dist = path.join(ROOT, 'apps/guest-portal/dist', tenant);
  const text = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|html|css|webmanifest|json|svg)$/.test(file))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
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
    if (report.loginKb > LOGIN_BUDGET_KB) {
      report.problems.push(
        `${tenant} /login needs ${report.loginKb} KB gzip, over the ${LOGIN_BUDGET_KB} KB budget`,
      );
    }
    reports.push(report);
  }
  return reports;
}

if (import.meta.main) {
  const reports = await bundleReports();
  for (const report of reports) {
    console.log(
      `${report.tenant}: /login ${report.loginKb} KB, /home ${report.homeKb} KB gzip (budget ${LOGIN_BUDGET_KB}, target ${LOGIN_TARGET_KB}); ${report.routeChunks.length} route chunks, largest ${Math.max(0, ...report.routeChunks.map((c) => c.kb))} KB`,
    );
  }
  const problems = reports.flatMap((report) => report.problems);
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
