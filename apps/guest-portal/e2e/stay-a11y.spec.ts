import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { freshGuest, type Story } from './support/demo-guests.ts';
import { expect, signIn, test } from './support/portal-test.ts';
import { waitForQuietNetwork } from './support/quiet-network.ts';

async function violations(page: Page) {
  await waitForQuietNetwork(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Each screen of managing a stay, with the guest it is seen by and a heading that says it is in. */
const SCREENS: { story: Story; path: string; ready: string }[] = [
  { story: 'confirmedNoRoom', path: '/home', ready: 'Hello, Lukas' },
  { story: 'confirmedNoRoom', path: '/my-reservation', ready: 'My reservation' },
  { story: 'confirmedNoRoom', path: '/cancel-reservation', ready: 'Cancel reservation' },
  { story: 'confirmedNoRoom', path: '/check-in', ready: 'Pre check-in' },
  { story: 'confirmedNoRoom', path: '/profile', ready: 'Profile' },
  { story: 'confirmedNoRoom', path: '/language', ready: 'Language' },
  { story: 'confirmedNoRoom', path: '/no-such-screen', ready: 'Page not found' },
  { story: 'departsToday', path: '/check-out', ready: 'Check-out' },
  { story: 'departsToday', path: '/balance-and-bills', ready: 'Balance and bills' },
];

test('the stay screens have no WCAG A/AA violations', async ({ page, tenant }) => {
  test.setTimeout(90_000);
  let signedInAs: Story | null = null;
  for (const screen of SCREENS) {
    if (signedInAs !== screen.story) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await signIn(page, freshGuest(tenant, screen.story));
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
  await signIn(page, freshGuest(tenant, 'confirmedNoRoom'));
  await page.goto('/check-in');
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
