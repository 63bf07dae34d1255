import type { Page } from '@playwright/test';
import { doubleTheText, headingSkips, layoutProblems } from '@portal/chromium/page-checks';
import type { E2eTenant } from '../support/e2e-tenants.ts';
import { expect, test } from '../support/portal-test.ts';
import { axeViolations } from './support/axe.ts';
import { expectScreen, openScreen, reachRoute, type Language } from './support/session.ts';
import { builtRoutes, type SpecRoute } from './support/spec-routes.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** A phone, then WCAG 1.4.10's 320 CSS px (no sideways scrolling). */
const phone = { width: 412, height: 915 };
const narrow = { width: 320, height: 640 };

/**
 * Contrast depends on each hotel's theme colour (the kit's palette tests hold every tenant to
 * 4.5:1), so beyond esg axe runs on the screens that show the most of it.
 */
const THEMED_ROUTES = new Set([
  '/login',
  '/home',
  '/in-room-service',
  '/cart',
  '/programs',
  '/local-tips',
  '/my-reservation',
  '/check-in',
]);
/** The header carries each hotel's name, of different lengths: its reflow runs in every hotel. */
const SHELL_ROUTES = new Set(['/login', '/home']);

interface Checks {
  languages: Language[];
  /** The languages axe runs in. */
  axe: Language[];
  reflow: boolean;
}

/**
 * Every check on every route in esg, in both languages. The texts are the same in every hotel, so
 * the others open every route in their own language (their policy and config are their own), run
 * axe there where their theme makes a difference (colours do not change with the language), and
 * the reflow in both languages where their name does.
 */
function checksFor(tenant: E2eTenant, route: SpecRoute): Checks {
  if (tenant.id === 'esg') return { languages: ['en', 'vi'], axe: ['en', 'vi'], reflow: true };
  const own = tenant.config.defaultLanguage;
  const reflow = SHELL_ROUTES.has(route.pattern);
  return {
    languages: reflow ? [own, own === 'en' ? 'vi' : 'en'] : [own],
    axe: THEMED_ROUTES.has(route.pattern) ? [own] : [],
    reflow,
  };
}

/**
 * What the server's page lacked of the screen the browser shows: its heading, and for a signed-in
 * screen the data it was rendered with (the browser then takes it over without a mismatch, which
 * main.tsx would log as a console error).
 */
async function renderedProblems(page: Page, served: string, route: SpecRoute): Promise<string[]> {
  return page.evaluate(
    ({ html, signedIn }) => {
      const rendered = new DOMParser().parseFromString(html, 'text/html');
      const problems: string[] = [];
      const shown = document.querySelector('h1')?.textContent;
      const drawn = rendered.querySelector('#root h1')?.textContent;
      if (shown !== drawn)
        problems.push(`server rendered the heading "${drawn}", shown "${shown}"`);
      const data = JSON.parse(rendered.getElementById('rendered-page')?.textContent ?? 'null') as {
        queries: { queries: unknown[] } | null;
      } | null;
      if (signedIn && !data?.queries?.queries.length)
        problems.push('server rendered the screen without its data');
      return problems;
    },
    { html: served, signedIn: route.story !== null },
  );
}

/**
 * One visit per route and language proves what a guest needs of every screen: no WCAG 2.2 AA
 * violation axe can find, headings that never skip a level (in every visit: it costs no axe run),
 * a layout that reflows at 320 px and survives text at 200%, a page the server rendered whole for
 * the guest and the browser took over as it was, and a console without an error, an
 * uncaught exception or a Content-Security-Policy refusal (the policy itself:
 * content-security-policy.spec.ts).
 */
for (const route of builtRoutes()) {
  test(`${route.pattern}: axe, heading order, reflow at 320 px, text at 200%, no console error or CSP refusal @all-tenants`, async ({
    page,
    request,
    tenant,
  }) => {
    test.setTimeout(60_000);
    const checks = checksFor(tenant, route);
    const found: string[] = [];
    let at = '';
    page.on('console', (message) => {
      if (message.type() === 'error')
        found.push(
          `${at} console: ${message.text().split('\n')[0]?.slice(0, 200) ?? ''} (${message.location().url.split('/').pop() ?? ''})`,
        );
    });
    page.on('pageerror', (error) =>
      found.push(`${at} uncaught: ${error.message.split('\n')[0]?.slice(0, 200) ?? ''}`),
    );
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
        );
      });
    });

    for (const language of checks.languages) {
      at = `[${language}]`;
      await page.setViewportSize(phone);
      const { path } = await reachRoute(request, tenant, route, page, language);
      // The page as the server rendered it for this guest (a step of a flow is reached through
      // the screen before it, not by its address).
      const served = route.through ? null : await (await page.request.get(path)).text();
      await openScreen(page, route, path);
      await expectScreen(page, path);
      if (served !== null)
        found.push(...(await renderedProblems(page, served, route)).map((p) => `${at} ${p}`));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      if (checks.axe.includes(language))
        found.push(...(await axeViolations(page)).map((v) => `${at} axe: ${v}`));
      found.push(...(await headingSkips(page)).map((s) => `${at} heading order: ${s}`));
      found.push(
        ...(await page.evaluate(() => window.cspViolations ?? [])).map((v) => `${at} CSP: ${v}`),
      );
      if (!checks.reflow) continue;
      await page.setViewportSize(narrow);
      found.push(...(await layoutProblems(page)).map((p) => `${at} at 320 px: ${p}`));
      if (language !== 'vi') continue;
      await page.setViewportSize(phone);
      await doubleTheText(page);
      found.push(...(await layoutProblems(page)).map((p) => `${at} text at 200%: ${p}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
