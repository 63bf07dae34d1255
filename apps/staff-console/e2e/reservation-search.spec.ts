import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { addAccountThroughApi, expect, screenshot, signIn, test } from './support/console-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('the desk creates a reservation for Đặng Thị Hồng, lands on it, then finds it again by "dang hong" typed without accents and opens it; Back returns to the results', async ({
  page,
  request,
  tenant,
}) => {
  const desk = await addAccountThroughApi(request, tenant, 'front-desk');
  await signIn(page, desk);
  // A number no other run uses: the results may hold an earlier run's Đặng.
  const number = `SRCH${Date.now().toString(36).toUpperCase()}`;
  const arrival = addDays(hotelToday(tenant.config.timeZone), 40);

  await page.goto('/staff/reservations/new');
  const form = page.getByRole('form', { name: 'New reservation' });
  await form.getByLabel('Reservation number').fill(number);
  await form.getByLabel('Arrival').fill(arrival);
  await form.getByLabel('Departure').fill(addDays(arrival, 2));
  await form.getByLabel('Room type').selectOption('Deluxe King');
  await form.getByLabel('Given name').fill('Thị Hồng');
  await form.getByLabel('Surname').fill('Đặng');
  await form.getByRole('button', { name: 'Create reservation' }).click();
  // After Create, the new reservation's own screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Reservation ${number} · Thị Hồng Đặng`,
  );

  // From the desk's day, "/" reaches the search field.
  await page.goto('/staff/front-desk');
  await expect(page.locator('main section article').first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(
    page.getByRole('searchbox', { name: /Reservation number, guest name/ }),
  ).toBeFocused();
  await page.keyboard.type('dang hong');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/reservations\/search\?q=dang\+hong$/);
  const found = page
    .getByRole('region', { name: 'Results' })
    .getByRole('article', { name: `Reservation ${number}, Thị Hồng Đặng` });
  await expect(found).toContainText(`${arrival} – ${addDays(arrival, 2)}`);
  await expect(found).toContainText('Not sent');
  await expectNoAxeViolations(page);
  await screenshot(page, tenant, 'reservation-search-en');

  await found.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Reservation ${number} · Thị Hồng Đặng`,
  );
  await page.goBack();
  await expect(found).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /Reservation number/ })).toHaveValue(
    'dang hong',
  );

  // Who is in the house: the demo's Arrived guests by room.
  await page.goto('/staff/in-house');
  await expect(
    page.getByRole('link', { name: `Room 1208 · ${tenant.config.hotelCode}1001` }),
  ).toBeVisible();
});
