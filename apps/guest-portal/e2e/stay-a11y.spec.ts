import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { freshGuest, type Story } from './support/demo-guests.ts';
import { expect, signInThroughApi, test } from './support/portal-test.ts';
import { waitForQuietNetwork } from '@portal/chromium/quiet-network';

async function violations(page: Page) {
  await waitForQuietNetwork(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // In the page itself, without a blank page per run (e2e/proof/support/axe.ts says why).
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * The stay screens as e2e/proof/every-screen.spec.ts does not see them: home before arrival, the
 * bill on the departure date and the not-found page (it checks every route, in both languages,
 * with the guest listed in e2e/proof/support/spec-routes.ts).
 */
const SCREENS: { story: Story; path: string; ready: string }[] = [
  { story: 'confirmedNoRoom', path: '/home', ready: 'Hello, Lukas' },
  { story: 'confirmedNoRoom', path: '/no-such-screen', ready: 'Page not found' },
  { story: 'departsToday', path: '/balance-and-bills', ready: 'Balance and bills' },
];

test('home before arrival, the not-found page and the bill on the departure date have no WCAG A/AA violations', async ({
  page,
  tenant,
}) => {
  test.setTimeout(90_000);
  let signedInAs: Story | null = null;
  for (const screen of SCREENS) {
    if (signedInAs !== screen.story) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await signInThroughApi(page, tenant, freshGuest(tenant, screen.story));
      signedInAs = screen.story;
    }
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.ready })).toBeVisible();
    expect({ screen: screen.path, violations: await violations(page) }).toEqual({
      screen: screen.path,
      violations: [],
    });
  }
});

test('the check-in form with its errors, and the contact dialog, have no WCAG A/AA violations', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'), '/check-in');
  await page
    .getByRole('region', { name: 'Lukas Schmidt' })
    .getByLabel('Nationality')
    .selectOption('DE');
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Contact the hotel' })
    .getByRole('button', { name: 'Call the hotel' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
