import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';
import { TENANT_IDS, type TenantId } from '@portal/tenant-schema/load-tenant';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApi } from './api-process.ts';
import { launchChromium } from './chromium.ts';
import { demoSignIn, signInSession, type GuestSession, type Story } from './demo-guests.ts';
import { PORTAL_DIST, PORTS, ROOT } from './paths.ts';
import { mark, table, type Section } from './report.ts';

/** The screens measured, and whose session opens them (room service needs a room). */
const PAGES: { route: string; story: Story | null }[] = [
  { route: '/login', story: null },
  { route: '/home', story: 'arrived' },
  { route: '/in-room-service', story: 'arrived' },
  { route: '/check-in', story: 'confirmedNoRoom' },
  { route: '/local-tips', story: 'arrived' },
];

export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  cls: 0,
  tbtMs: 150,
  /** On a signed-in page, which the server renders with the guest's data (ADR 0018). */
  signedInLcpMs: 1500,
};

interface PageResult {
  tenant: TenantId;
  route: string;
  /** Why there are no figures (e.g. the screen is not built yet). */
  missing?: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  cls?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** LCP of a repeat visit, the service worker answering (REPEAT_ROUTES only). */
  repeatLcpMs?: number | undefined;
  misses: string[];
}

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The audits that cost points in a category, worst first: the reason for a miss. */
function failingAudits(
  lhr: {
    categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, Audit>;
  },
  category: string,
): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.score !== null &&
        audit.score < 1,
    )
    .sort(
      (a, b) =>
        b.ref.weight * (1 - (b.audit?.score ?? 0)) - a.ref.weight * (1 - (a.audit?.score ?? 0)),
    )
    .slice(0, 4)
    .map(
      ({ ref, audit }) =>
        `${audit?.title ?? ref.id}${audit?.numericValue !== undefined ? ` (${Math.round(audit.numericValue)}${ref.id.includes('shift') ? '' : ' ms'})` : ''}`,
    );
}

/** The paths the portal knows: its router's own and its screens' (src/app/screens.ts). */
function routerPaths(): Set<string> {
  const paths = new Set<string>();
  for (const file of ['router.tsx', 'screens.ts']) {
    const source = readFileSync(path.join(ROOT, 'apps/guest-portal/src/app', file), 'utf8');
    for (const match of source.matchAll(/path: '([^']+)'/g)) paths.add(match[1] ?? '');
  }
  return paths;
}

/** A new page in the browser Lighthouse drives (its one profile), closed after `visit`. */
async function inSharedProfile<T>(
  debuggingPort: number,
  visit: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    const result = await visit(page, context);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}

/** Opens the route in the shared profile with the guest's session, as the portal would have it. */
function prepare(
  debuggingPort: number,
  origin: string,
  route: string,
  session: GuestSession | null,
): Promise<string | undefined> {
  return inSharedProfile(debuggingPort, async (page, context) => {
    await context.clearCookies({ name: 'portal_guest' });
    if (session) {
      await context.addCookies([
        {
          name: 'portal_guest',
          value: session.token,
          url: origin,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
    }
    await page.goto(`${origin}/login`);
    await page.evaluate((csrfToken) => {
      localStorage.clear();
      if (csrfToken) localStorage.setItem('guest_csrf', csrfToken);
    }, session?.csrfToken ?? null);
    // Signed in, the portal keeps its live-update stream open: `networkidle` would never come.
    await page.goto(`${origin}${route}`);
    await waitForQuietNetwork(page);
    const text = await page.locator('body').innerText();
    const missing =
      !routerPaths().has(route) || /Page not found|Unexpected Application Error/.test(text)
        ? 'screen not built yet (the router has no such route)'
        : new URL(page.url()).pathname !== route
          ? `the portal redirected to ${new URL(page.url()).pathname}`
          : undefined;
    // Each run starts as a guest's first visit would: a cold HTTP cache and no service worker
    // (the visit above installed it, and it would answer every request from its own cache).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    return missing;
  });
}

/** A visit that leaves the portal's service worker installed, active and in control of the page. */
function installServiceWorker(debuggingPort: number, url: string): Promise<void> {
  return inSharedProfile(debuggingPort, async (page) => {
    await page.goto(url);
    // (Strings: this package's types have no DOM service worker.)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    await waitForQuietNetwork(page);
  });
}

/**
 * First visits measured per page, the median run kept (Lighthouse's own choice: the run nearest the
 * median first paint and time to interactive). On this 2-core machine one page's TBT spread from 251
 * to 1172 ms between runs of the same build.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(
    `LIGHTHOUSE_RUNS is how many first visits per page, 1 or more (not "${process.env.LIGHTHOUSE_RUNS}")`,
  );
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The pages measured again as a repeat visit, served by the service worker. */
const REPEAT_ROUTES = ['/login', '/home'];
const REPEAT_LCP_TARGET_MS = 1000;

async function measure(
  tenant: TenantId,
  port: number,
  debuggingPort: number,
): Promise<PageResult[]> {
  const api = await startApi({ port, staticRoot: path.join(PORTAL_DIST, tenant) });
  const results: PageResult[] = [];
  try {
    const sessions = new Map<Story, GuestSession>();
    for (const { route, story } of PAGES) {
      let session: GuestSession | null = null;
      if (story) {
        session =
          sessions.get(story) ?? (await signInSession(api.url, await demoSignIn(tenant, story)));
        sessions.set(story, session);
      }
      const missing = await prepare(debuggingPort, api.url, route, session);
      if (missing) {
        results.push({ tenant, route, missing, misses: [] });
        console.log(`  ${tenant} ${route}: ${missing}`);
        continue;
      }
      const measureOnce = () =>
        lighthouse(`${api.url}${route}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
      // A run that failed (a page that never painted while dist/ was rebuilt, a trace lost on a busy
      // machine) is measured again, once in all.
      const runs: Report[] = [];
      let failed: Report | undefined;
      for (let attempt = 0; runs.length < RUNS; attempt++) {
        if (attempt > 0) await prepare(debuggingPort, api.url, route, session);
        const run = await measureOnce();
        if (!run) throw new Error(`Lighthouse gave no result for ${tenant} ${route}`);
        if (!run.lhr.runtimeError) runs.push(run.lhr);
        else if (failed) break;
        else failed = run.lhr;
      }
      const lhr = runs.length ? computeMedianRun(runs) : failed;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${tenant} ${route}`);
      // LIGHTHOUSE_SAVE_DIR=/tmp/lh keeps each full report for a closer look.
      if (process.env.LIGHTHOUSE_SAVE_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${tenant}${route.replaceAll('/', '-')}.json`),
          JSON.stringify(lhr),
        );
      }
      if (lhr.runtimeError) {
        results.push({
          tenant,
          route,
          missing: `Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
          misses: [],
        });
        console.log(`  ${tenant} ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const result: PageResult = {
        tenant,
        route,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        misses: [],
      };
      if (
        (result.performance ?? 0) < LIGHTHOUSE_TARGETS.performance ||
        (result.cls ?? 0) > LIGHTHOUSE_TARGETS.cls
      ) {
        result.misses.push(`performance: ${failingAudits(lhr, 'performance').join(', ')}`);
      }
      if ((result.accessibility ?? 0) < LIGHTHOUSE_TARGETS.accessibility) {
        result.misses.push(`accessibility: ${failingAudits(lhr, 'accessibility').join(', ')}`);
      }
      if ((result.bestPractices ?? 0) < LIGHTHOUSE_TARGETS.bestPractices) {
        result.misses.push(`best practices: ${failingAudits(lhr, 'best-practices').join(', ')}`);
      }
      if (lhr.runWarnings.length) result.misses.push(`warnings: ${lhr.runWarnings.join(' ')}`);
      results.push(result);
      console.log(
        `  ${tenant} ${route}: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, CLS ${result.cls}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
      );
      if (REPEAT_ROUTES.includes(route)) {
        await installServiceWorker(debuggingPort, `${api.url}${route}`);
        const repeat = (await measureOnce())?.lhr;
        const lcp = repeat?.audits['largest-contentful-paint']?.numericValue;
        result.repeatLcpMs = lcp === undefined ? undefined : Math.round(lcp);
        console.log(
          `  ${tenant} ${route} again, with the service worker: LCP ${result.repeatLcpMs} ms`,
        );
      }
    }
  } finally {
    await api.stop();
  }
  return results;
}

/** Lighthouse 13 on mobile settings (default simulated throttling) for each tenant's main screens. */
export async function benchLighthouse(): Promise<Section> {
  const results: PageResult[] = [];
  // LIGHTHOUSE_TENANTS=esg narrows a run while working on one hotel.
  const only = process.env.LIGHTHOUSE_TENANTS?.split(',');
  for (const [index, tenant] of TENANT_IDS.entries()) {
    if (only && !only.includes(tenant)) continue;
    // A fresh browser per hotel: nothing cached from another tenant's run.
    const browser = await launchChromium(PORTS.chromeDebugging);
    try {
      results.push(
        ...(await measure(tenant, PORTS.lighthouse[index] ?? PORTS.lighthouse[0], browser.port)),
      );
    } finally {
      await browser.close();
    }
  }
  const t = LIGHTHOUSE_TARGETS;
  const signedIn = new Set(PAGES.filter((p) => p.story).map((p) => p.route));
  const met = (r: PageResult) =>
    r.performance !== undefined &&
    r.performance >= t.performance &&
    (r.accessibility ?? 0) >= t.accessibility &&
    (r.bestPractices ?? 0) >= t.bestPractices &&
    (r.cls ?? 1) <= t.cls &&
    (r.tbtMs ?? Infinity) <= t.tbtMs &&
    (!signedIn.has(r.route) || (r.lcpMs ?? Infinity) <= t.signedInLcpMs);
  const rows = results.map((r) =>
    r.missing
      ? [r.tenant, r.route, '–', '–', '–', '–', '–', '–', `✖ ${r.missing}`]
      : [
          r.tenant,
          r.route,
          r.performance ?? '',
          r.accessibility ?? '',
          r.bestPractices ?? '',
          r.cls ?? '',
          r.lcpMs ?? '',
          r.tbtMs ?? '',
          mark(met(r)),
        ],
  );
  const repeats = results
    .filter((r) => r.repeatLcpMs !== undefined)
    .map((r) => [
      r.tenant,
      r.route,
      r.lcpMs ?? '',
      r.repeatLcpMs ?? '',
      mark((r.repeatLcpMs ?? Infinity) <= REPEAT_LCP_TARGET_MS),
    ]);
  const misses = results
    .filter((r) => r.misses.length)
    .map((r) => `- ${r.tenant} ${r.route}: ${r.misses.join('; ')}`);
  return {
    id: 'lighthouse',
    title: 'Lighthouse (mobile, simulated throttling)',
    body: `Lighthouse 13 with its default mobile settings (Moto G Power viewport, simulated slow 4G and 4x CPU
slowdown), against the built portal served by the API with demo data; signed-in screens get the demo
guest's session cookie first (the server renders the page with their data) and run with storage reset disabled, a cleared HTTP cache
and no service worker (a first visit). Each first visit is measured ${RUNS} times and the median run is
shown (Lighthouse's \`computeMedianRun\`). Targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ≥ ${t.bestPractices}, CLS ${t.cls}, TBT ≤ ${t.tbtMs} ms, and LCP ≤ ${t.signedInLcpMs} ms on a signed-in page.

${table(['tenant', 'route', 'performance', 'accessibility', 'best practices', 'CLS', 'LCP ms', 'TBT ms', 'targets'], rows)}

A repeat visit: the same page measured again once the portal's service worker is installed and in
control (it answers the page and its scripts from its cache). Target: LCP ≤ ${REPEAT_LCP_TARGET_MS} ms.

${table(['tenant', 'route', 'first visit LCP ms', 'repeat visit LCP ms', 'target'], repeats)}

${misses.length ? `What cost points (Lighthouse's own audits, worst first):\n\n${misses.join('\n')}` : 'Every measured screen meets every target.'}`,
  };
}
