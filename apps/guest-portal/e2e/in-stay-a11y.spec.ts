import AxeBuilder from '@axe-core/playwright';
import { freshGuest } from './support/demo-guests.ts';
import { expect, signIn, test } from './support/portal-test.ts';
import { waitForQuietNetwork } from './support/quiet-network.ts';

/** Every in-stay screen, checked against WCAG 2.1 A and AA with axe once its content is in. */
const SCREENS: { path: string; ready: string; open?: string }[] = [
  { path: '/in-room-service', ready: 'In-room dining' },
  { path: '/in-room-service', ready: 'Club sandwich', open: 'Club sandwich' },
  { path: '/cart', ready: 'Your cart' },
  { path: '/programs', ready: 'Programs' },
  { path: '/programs', ready: 'Sunrise yoga', open: 'Sunrise yoga' },
  { path: '/local-tips', ready: 'Local tips' },
  { path: '/my-favorites', ready: 'My favourites' },
  { path: '/my-activities', ready: 'My activities' },
  { path: '/special-offer', ready: 'Special offers' },
];

test('the in-stay screens have no WCAG A/AA violations', async ({ page, tenant }) => {
  test.setTimeout(60_000);
  await signIn(page, freshGuest(tenant, 'arrived'));
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    if (screen.open) {
      if (screen.path === '/in-room-service')
        await page.getByLabel('Search the menu').fill(screen.open);
      await page.getByRole('link', { name: screen.open }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: screen.ready })).toBeVisible();
    await waitForQuietNetwork(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect({
      screen: screen.path,
      violations: results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    }).toEqual({ screen: screen.path, violations: [] });
  }
});
